import { methods, type Method } from '../../domain/clinical/methods';
import { chartColumns } from '../../domain/clinical/chart';
import type { SafetyCheck } from '../../domain/clinical/safety-check';
import { referSuggested, whyNotPrescribable, type VisitFacts } from '../../domain/visit/decision';
import typo from '../../ui/text.module.css';
import { Choice, LabelledField } from './fields';
import { PrescriptionFields } from './PrescriptionFields';
import type { DecisionChoice, VisitState } from './visit-state';
import styles from './visit.module.css';

const DECISIONS = [
  { value: 'prescribe', label: 'Prescribe' },
  { value: 'refer', label: 'Refer' },
  { value: 'no_method', label: 'No method today' },
] as const;

type Patch = Partial<VisitState>;

/** Why Refer is suggested: the method she asks for ruled out, or pregnancy not ruled out. */
function referReasons(wanted: Method | undefined, check: SafetyCheck, { pregnancy }: VisitFacts) {
  const category = wanted ? check[wanted].category : undefined;
  return [
    ...(wanted && category !== undefined && (category === 'NA' || category >= 3)
      ? [
          `${methods[wanted].chartName} is ${category === 'NA' ? 'not applicable' : `U.S. MEC category ${category}`} for this patient.`,
        ]
      : []),
    ...(pregnancy.status === 'positive_test' ? ['The pregnancy test is positive.'] : []),
    ...(pregnancy.status === 'not_ruled_out' ? ['Pregnancy is not ruled out.'] : []),
  ];
}

/**
 * The visit's decision: prescribe a method this visit allows (domain/visit/decision.ts), refer,
 * or no method today, each with its reason.
 */
export function DecisionStep({
  visit,
  check,
  facts,
  onChange,
}: {
  visit: VisitState;
  check: SafetyCheck;
  facts: VisitFacts;
  onChange: (patch: Patch) => void;
}) {
  const why = (method: Method) => whyNotPrescribable(method, check[method], facts);
  const wanted = visit.wanted;
  const suggestRefer = referSuggested(wanted ? check[wanted] : undefined, facts.pregnancy);
  return (
    <>
      <Choice
        legend="The method she asks for"
        options={chartColumns.map((method) => ({
          value: method,
          label: methods[method].chartName,
        }))}
        value={wanted}
        onChange={(method) => onChange({ wanted: method })}
      />
      {suggestRefer && (
        <p role="status" className={`${typo.body} ${styles.result}`}>
          Refer is suggested. {referReasons(wanted, check, facts).join(' ')}
        </p>
      )}
      <Choice<DecisionChoice>
        legend="Decision"
        options={DECISIONS}
        value={visit.decision}
        onChange={(decision) => onChange({ decision })}
      />
      {visit.decision === 'prescribe' && (
        <PrescriptionFields visit={visit} whyNot={why} onChange={onChange} />
      )}
      {visit.decision && visit.decision !== 'prescribe' && (
        <>
          {visit.decision === 'refer' && (
            <LabelledField label="Refer to">
              {(id) => (
                <input
                  id={id}
                  className={`${styles.input} ${styles.wide}`}
                  maxLength={200}
                  value={visit.referTo}
                  onChange={(event) => onChange({ referTo: event.target.value })}
                />
              )}
            </LabelledField>
          )}
          <LabelledField label="Reason">
            {(id) => (
              <textarea
                id={id}
                className={`${styles.input} ${styles.wide}`}
                rows={3}
                maxLength={1000}
                value={visit.reason}
                onChange={(event) => onChange({ reason: event.target.value })}
              />
            )}
          </LabelledField>
        </>
      )}
    </>
  );
}

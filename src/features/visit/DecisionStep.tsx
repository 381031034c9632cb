import { methods, type Method } from '../../domain/clinical/methods';
import { chartColumns } from '../../domain/clinical/chart';
import type { SafetyCheck } from '../../domain/clinical/safety-check';
import {
  referReasons,
  referSuggested,
  whyNotPrescribable,
  type VisitFacts,
} from '../../domain/visit/decision';
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
  const wantedSafety = wanted ? check[wanted] : undefined;
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
      {referSuggested(wantedSafety, facts.pregnancy) && (
        <p role="status" className={`${typo.body} ${styles.result}`}>
          Refer is suggested. {referReasons(wanted, wantedSafety, facts.pregnancy).join(' ')}
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

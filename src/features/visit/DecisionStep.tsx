import { methods, type Method } from '../../domain/clinical/methods';
import { chartColumns } from '../../domain/clinical/chart';
import type { SafetyCheck } from '../../domain/clinical/safety-check';
import { referSuggested, whyNotPrescribable, type VisitFacts } from '../../domain/visit/decision';
import { suggestedNextVisit } from '../../domain/visit/follow-up';
import { productsByMethod } from '../../domain/visit/products';
import { backUpDays, cycleDay } from '../../domain/visit/start';
import typo from '../../ui/text.module.css';
import { Choice, NumberField } from './fields';
import { wholeNumber, type DecisionChoice, type VisitState } from './visit-state';
import styles from './visit.module.css';

const DECISIONS = [
  { value: 'prescribe', label: 'Prescribe' },
  { value: 'refer', label: 'Refer' },
  { value: 'no_method', label: 'No method today' },
] as const;

/** How long she abstains or uses condoms after starting today (U.S. SPR 2024). */
function backUpWords(method: Method, daysSincePeriod: string): string {
  const days = wholeNumber(daysSincePeriod, 0, 365);
  const backUp = backUpDays(method, days === undefined ? undefined : cycleDay(days));
  if (backUp === 0) return 'Start today. No back-up is needed.';
  return `Start today. Back-up (abstain or use condoms) for the next ${backUp} days.`;
}

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
  const supply = wholeNumber(visit.supplyMonths, 1, 12);
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
        <>
          <fieldset className={styles.fieldset}>
            <legend className={`${typo.body} ${styles.legend}`}>Method</legend>
            <ul className={styles.methods}>
              {chartColumns.map((method) => {
                const reasons = why(method);
                const whyId = `why-${method}`;
                return (
                  <li key={method}>
                    <label className={styles.choice}>
                      <input
                        type="radio"
                        name="visit-method"
                        value={method}
                        checked={visit.method === method}
                        disabled={reasons.length > 0}
                        aria-describedby={reasons.length > 0 ? whyId : undefined}
                        onChange={() => onChange({ method, product: '' })}
                      />
                      {methods[method].chartName}
                    </label>
                    {reasons.length > 0 && (
                      <p id={whyId} className={`${typo.small} ${styles.why}`}>
                        {reasons.join(' ')}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          </fieldset>
          {visit.method && (
            <>
              <div className={styles.field}>
                <label htmlFor="visit-product" className={typo.label}>
                  Product
                </label>
                <select
                  id="visit-product"
                  className={`${styles.input} ${styles.wide}`}
                  value={visit.product}
                  onChange={(event) => onChange({ product: event.target.value })}
                >
                  <option value="">Choose a product</option>
                  {productsByMethod[visit.method].map((product) => (
                    <option key={product} value={product}>
                      {product}
                    </option>
                  ))}
                </select>
              </div>
              <NumberField
                label="Supply (months)"
                value={visit.supplyMonths}
                onChange={(supplyMonths) => onChange({ supplyMonths })}
                problem={
                  supply === undefined ? 'A whole number of months from 1 to 12.' : undefined
                }
              />
              <NumberField
                label="Days since her last period started"
                value={visit.daysSincePeriod}
                onChange={(daysSincePeriod) => onChange({ daysSincePeriod })}
                help="0 on its first day. Left empty, the back-up days count as if late in the cycle."
                problem={
                  visit.daysSincePeriod.trim() !== '' &&
                  wholeNumber(visit.daysSincePeriod, 0, 365) === undefined
                    ? 'A whole number of days from 0 to 365.'
                    : undefined
                }
              />
              <p role="status" className={`${typo.body} ${styles.result}`}>
                {backUpWords(visit.method, visit.daysSincePeriod)}
              </p>
              <div className={styles.field}>
                <label htmlFor="visit-next" className={typo.label}>
                  Next visit or renewal
                </label>
                <input
                  id="visit-next"
                  type="date"
                  className={`${styles.input} ${styles.date}`}
                  value={
                    visit.nextVisit || suggestedNextVisit(visit.method, supply ?? 12, new Date())
                  }
                  onChange={(event) => onChange({ nextVisit: event.target.value })}
                />
              </div>
            </>
          )}
        </>
      )}
      {visit.decision && visit.decision !== 'prescribe' && (
        <>
          {visit.decision === 'refer' && (
            <div className={styles.field}>
              <label htmlFor="visit-refer-to" className={typo.label}>
                Refer to
              </label>
              <input
                id="visit-refer-to"
                className={`${styles.input} ${styles.wide}`}
                maxLength={200}
                value={visit.referTo}
                onChange={(event) => onChange({ referTo: event.target.value })}
              />
            </div>
          )}
          <div className={styles.field}>
            <label htmlFor="visit-reason" className={typo.label}>
              Reason
            </label>
            <textarea
              id="visit-reason"
              className={`${styles.input} ${styles.wide}`}
              rows={3}
              maxLength={1000}
              value={visit.reason}
              onChange={(event) => onChange({ reason: event.target.value })}
            />
          </div>
        </>
      )}
    </>
  );
}

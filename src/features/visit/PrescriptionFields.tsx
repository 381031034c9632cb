import { methods, type Method } from '../../domain/clinical/methods';
import { isoDay } from '../../domain/visit/follow-up';
import { methodsInScope, productsInScope } from '../../domain/visit/decision';
import typo from '../../ui/text.module.css';
import { LabelledField, NumberField } from './fields';
import {
  allowedMethod,
  nextVisitOf,
  startOfPrescription,
  wholeNumber,
  type PrescriptionStart,
  type VisitState,
} from './visit-state';
import styles from './visit.module.css';

/**
 * When she starts and how long she abstains or uses condoms (U.S. SPR 2024): today, or 5 days
 * after ulipristal.
 */
function startWords({ startDate, backUpDays }: PrescriptionStart, today: Date): string {
  const start =
    startDate === isoDay(today)
      ? 'Start today.'
      : `Start on ${startDate}, 5 days after ulipristal: starting sooner weakens it. Back-up until then.`;
  if (backUpDays === 0) return `${start} No back-up is needed.`;
  return `${start} Back-up (abstain or use condoms) for ${backUpDays} days from the start.`;
}

/** A method group, offered only when the visit allows it; otherwise disabled, with why. */
function MethodChoice({
  method,
  checked,
  reasons,
  onChoose,
}: {
  method: Method;
  checked: boolean;
  reasons: string[];
  onChoose: () => void;
}) {
  const whyId = `why-${method}`;
  return (
    <li>
      <label className={styles.choice}>
        <input
          type="radio"
          name="visit-method"
          value={method}
          checked={checked}
          disabled={reasons.length > 0}
          aria-describedby={reasons.length > 0 ? whyId : undefined}
          onChange={onChoose}
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
}

/**
 * What a prescription holds: the method (one the visit does not allow is shown disabled, with
 * `whyNot`), the product from the catalog's lists, the supply, the start and its back-up days,
 * and the next visit or renewal.
 */
export function PrescriptionFields({
  visit,
  whyNot,
  onChange,
}: {
  visit: VisitState;
  whyNot: (method: Method) => string[];
  onChange: (patch: Partial<VisitState>) => void;
}) {
  const supply = wholeNumber(visit.supplyMonths, 1, 12);
  const method = allowedMethod(visit, whyNot);
  const { scope } = visit.settings;
  const products = method ? productsInScope(scope, method) : [];
  const product = products.includes(visit.product) ? visit.product : '';
  const today = new Date();
  const start = method ? startOfPrescription(visit, method, product, today) : undefined;
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={`${typo.body} ${styles.legend}`}>Method</legend>
        <ul className={styles.methods}>
          {methodsInScope(scope).map((each) => (
            <MethodChoice
              key={each}
              method={each}
              checked={method === each}
              reasons={whyNot(each)}
              onChoose={() => onChange({ method: each, product: '' })}
            />
          ))}
        </ul>
      </fieldset>
      {method && start && (
        <>
          <LabelledField label="Product">
            {(id) => (
              <select
                id={id}
                className={`${styles.input} ${styles.wide}`}
                value={product}
                onChange={(event) => onChange({ product: event.target.value })}
              >
                <option value="">Choose a product</option>
                {products.map((each) => (
                  <option key={each} value={each}>
                    {each}
                  </option>
                ))}
              </select>
            )}
          </LabelledField>
          <NumberField
            label="Supply (months)"
            value={visit.supplyMonths}
            onChange={(supplyMonths) => onChange({ supplyMonths })}
            problem={supply === undefined ? 'A whole number of months from 1 to 12.' : undefined}
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
          {product && (
            <p role="status" className={`${typo.body} ${styles.result}`}>
              {startWords(start, today)}
            </p>
          )}
          <LabelledField label="Next visit or renewal">
            {(id) => (
              <input
                id={id}
                type="date"
                className={`${styles.input} ${styles.date}`}
                value={nextVisitOf(visit, method, start.startDate)}
                onChange={(event) => onChange({ nextVisit: event.target.value })}
              />
            )}
          </LabelledField>
        </>
      )}
    </>
  );
}

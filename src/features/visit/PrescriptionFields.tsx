import { chartColumns } from '../../domain/clinical/chart';
import { methods, type Method } from '../../domain/clinical/methods';
import { productsByMethod } from '../../domain/visit/products';
import typo from '../../ui/text.module.css';
import { LabelledField, NumberField } from './fields';
import { allowedMethod, backUpOf, nextVisitOf, wholeNumber, type VisitState } from './visit-state';
import styles from './visit.module.css';

/** How long she abstains or uses condoms after starting today (U.S. SPR 2024). */
function backUpWords(method: Method, daysSincePeriod: string): string {
  const backUp = backUpOf(method, daysSincePeriod);
  if (backUp === 0) return 'Start today. No back-up is needed.';
  return `Start today. Back-up (abstain or use condoms) for the next ${backUp} days.`;
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
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={`${typo.body} ${styles.legend}`}>Method</legend>
        <ul className={styles.methods}>
          {chartColumns.map((each) => (
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
      {method && (
        <>
          <LabelledField label="Product">
            {(id) => (
              <select
                id={id}
                className={`${styles.input} ${styles.wide}`}
                value={visit.product}
                onChange={(event) => onChange({ product: event.target.value })}
              >
                <option value="">Choose a product</option>
                {productsByMethod[method].map((product) => (
                  <option key={product} value={product}>
                    {product}
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
          <p role="status" className={`${typo.body} ${styles.result}`}>
            {backUpWords(method, visit.daysSincePeriod)}
          </p>
          <LabelledField label="Next visit or renewal">
            {(id) => (
              <input
                id={id}
                type="date"
                className={`${styles.input} ${styles.date}`}
                value={nextVisitOf(visit, method, new Date())}
                onChange={(event) => onChange({ nextVisit: event.target.value })}
              />
            )}
          </LabelledField>
        </>
      )}
    </>
  );
}

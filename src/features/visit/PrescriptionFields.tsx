import { methods, type Method } from '../../domain/clinical/methods';
import { isoDay } from '../../domain/visit/follow-up';
import { methodsInScope, productsInScope } from '../../domain/visit/decision';
import typo from '../../ui/text.module.css';
import { OneChoice } from '../../ui/field/Choices';
import { SelectField } from '../../ui/field/SelectField';
import { TextField } from '../../ui/field/TextField';
import { WholeNumberField } from './WholeNumberField';
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
      {/* A method the visit does not allow is shown disabled, with why under it. */}
      <OneChoice<Method>
        legend="Method"
        layout="stack"
        options={methodsInScope(scope).map((each) => {
          const reasons = whyNot(each);
          const whyId = `why-${each}`;
          return {
            value: each,
            label: methods[each].chartName,
            disabled: reasons.length > 0,
            describedBy: reasons.length > 0 ? whyId : undefined,
            after: reasons.length > 0 && (
              <p id={whyId} className={`${typo.small} ${styles.why}`}>
                {reasons.join(' ')}
              </p>
            ),
          };
        })}
        value={method}
        onChange={(each) => onChange({ method: each, product: '' })}
      />
      {method && start && (
        <>
          <SelectField
            label="Product"
            placeholder="Choose a product"
            options={products.map((each) => ({ value: each, label: each }))}
            value={product}
            onChange={(chosen) => onChange({ product: chosen })}
          />
          <WholeNumberField
            label="Supply (months)"
            value={visit.supplyMonths}
            onChange={(supplyMonths) => onChange({ supplyMonths })}
            error={supply === undefined ? 'A whole number of months from 1 to 12.' : undefined}
          />
          <WholeNumberField
            label="Days since her last period started"
            value={visit.daysSincePeriod}
            onChange={(daysSincePeriod) => onChange({ daysSincePeriod })}
            hint="0 on its first day. Left empty, the back-up days count as if late in the cycle."
            error={
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
          <TextField
            label="Next visit or renewal"
            type="date"
            width="date"
            value={nextVisitOf(visit, method, start.startDate)}
            onChange={(nextVisit) => onChange({ nextVisit })}
          />
        </>
      )}
    </>
  );
}

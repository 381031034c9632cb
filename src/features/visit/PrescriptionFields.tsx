import { useId } from 'react';
import { methods, type Method } from '../../domain/clinical/methods';
import { isoDay } from '../../domain/visit/follow-up';
import { methodsInScope, productGroups, productsInScope } from '../../domain/visit/decision';
import typo from '../../ui/text.module.css';
import { TextField } from '../../ui/field/TextField';
import { ProductPicker } from './ProductPicker';
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
 * What a prescription holds: the product, found among those the visit allows (the method she
 * asks for first, then the backend's top recommendation), which chooses its method; the
 * methods the visit does not allow, each with why; the supply, the start and its back-up days,
 * and the next visit or renewal.
 */
export function PrescriptionFields({
  visit,
  whyNot,
  topFormula,
  onChange,
}: {
  visit: VisitState;
  whyNot: (method: Method) => string[];
  /** The backend's top recommended formula, once it has loaded. */
  topFormula: string | undefined;
  onChange: (patch: Partial<VisitState>) => void;
}) {
  const notOfferedId = useId();
  const supply = wholeNumber(visit.supplyMonths, 1, 12);
  const method = allowedMethod(visit, whyNot);
  const { scope } = visit.settings;
  const products = method ? productsInScope(scope, method) : [];
  const product = products.includes(visit.product) ? visit.product : '';
  const today = new Date();
  const start = method ? startOfPrescription(visit, method, product, today) : undefined;
  const inScope = methodsInScope(scope);
  const allowed = inScope.filter((each) => whyNot(each).length === 0);
  const notOffered = inScope.filter((each) => whyNot(each).length > 0);
  const groups = productGroups({ scope, allowed, wanted: visit.wanted, topFormula });
  const hers = visit.wanted && allowed.includes(visit.wanted) ? visit.wanted : undefined;
  return (
    <>
      {groups.length > 0 ? (
        <ProductPicker
          groups={groups}
          chosen={product}
          onChoose={(chosen) => onChange({ method: chosen.method, product: chosen.product })}
          hint={`Type a brand, a generic name or a strength.${
            hers ? ` ${methods[hers].chartName}, the method she asks for, comes first.` : ''
          }`}
          describedBy={notOffered.length > 0 ? notOfferedId : undefined}
        />
      ) : (
        <p role="status" className={`${typo.body} ${styles.result}`}>
          No product can be prescribed at this visit.
        </p>
      )}
      {/* A method the visit does not allow, with why: the provider's safety explanation. */}
      {notOffered.length > 0 && (
        <div id={notOfferedId}>
          <p className={typo.label}>Not offered today</p>
          <ul className={`${typo.small} ${styles.why}`}>
            {notOffered.map((each) => (
              <li key={each}>
                {methods[each].chartName}: {whyNot(each).join(' ')}
              </li>
            ))}
          </ul>
        </div>
      )}
      {method && start && (
        <>
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

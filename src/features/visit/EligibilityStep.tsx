import type { PatientInformation } from '../../api/schemas';
import { chartColumns } from '../../domain/clinical/chart';
import { methods } from '../../domain/clinical/methods';
import type { SafetyCheck } from '../../domain/clinical/safety-check';
import type { Priorities } from '../../domain/explorer/model';
import { whyNotPrescribable, type VisitFacts } from '../../domain/visit/decision';
import { CategoryBadge } from '../../ui/safety/CategoryBadge';
import { SafetyCheckPanel } from '../../ui/safety/SafetyCheckPanel';
import typo from '../../ui/text.module.css';
import { HerOrder } from './HerOrder';
import { RankedRecommendation } from './RankedRecommendation';
import styles from './visit.module.css';

/**
 * Each method group for this visit: its U.S. MEC category from the safety check of her intake
 * with the visit's blood pressure in place of the stored one (domain/visit/visit-check.ts), and
 * whether it can be started today once the pregnancy screen and the reading are applied
 * (domain/visit/decision.ts), with the backend's ranked recommendation beside it, its conflicts
 * with this check flagged, and, when she told the tablet what matters to her, the methods it
 * allows in her order (HerOrder.tsx); then the check's reasons and what is missing.
 */
export function EligibilityStep({
  patientUuid,
  information,
  check,
  facts,
  priorities,
}: {
  patientUuid: string;
  information: PatientInformation;
  check: SafetyCheck;
  facts: VisitFacts;
  priorities: Priorities | undefined;
}) {
  const allowed = chartColumns.filter(
    (method) => whyNotPrescribable(method, check[method], facts).length === 0,
  );
  return (
    <>
      <div className={styles.beside}>
        <div className={styles.stack}>
          <p className={`${typo.body} ${styles.result}`}>Pregnancy: {facts.pregnancy.words}</p>
          <table className={styles.today}>
            <caption className={`${typo.lead} ${styles.caption}`}>For this visit</caption>
            <thead>
              <tr>
                <th scope="col">Method</th>
                <th scope="col">Category</th>
                <th scope="col">Today</th>
              </tr>
            </thead>
            <tbody>
              {chartColumns.map((method) => {
                const safety = check[method];
                const why = whyNotPrescribable(method, safety, facts);
                return (
                  <tr key={method}>
                    <th scope="row">{methods[method].chartName}</th>
                    <td>
                      <CategoryBadge
                        category={safety.category}
                        incomplete={safety.incomplete.length > 0}
                      />
                    </td>
                    <td>{why.length === 0 ? 'Can be prescribed.' : why.join(' ')}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <div className={styles.asides}>
          <RankedRecommendation patientUuid={patientUuid} check={check} />
          {priorities && <HerOrder priorities={priorities} allowed={allowed} />}
        </div>
      </div>
      <SafetyCheckPanel information={information} />
    </>
  );
}

import { useId } from 'react';
import { usePatientRecommendations } from '../../api/resources';
import type { SafetyCheck } from '../../domain/clinical/safety-check';
import { PageState } from '../../ui/PageState';
import { RECOMMENDATIONS_FAILED } from '../../ui/recommendations-failed';
import { SafetyFlag } from '../../ui/safety/SafetyFlag';
import typo from '../../ui/text.module.css';
import styles from './visit.module.css';

/**
 * The backend's ranked recommendation for her, beside the visit's eligibility: each option in
 * its rank, flagged where it conflicts with this visit's check (the recommendations view's
 * flag, ui/safety/SafetyFlag.tsx), and the options it advises against.
 */
export function RankedRecommendation({
  patientUuid,
  check,
}: {
  patientUuid: string;
  check: SafetyCheck;
}) {
  const headingId = useId();
  const recommendations = usePatientRecommendations(patientUuid);
  return (
    <section aria-labelledby={headingId} className={styles.ranked}>
      <h3 id={headingId} className={typo.lead}>
        Recommendation
      </h3>
      <PageState
        resource={recommendations}
        loadingLabel="Loading the recommendation"
        errorMessage={() => RECOMMENDATIONS_FAILED}
      >
        {({ recommendations: options, do_not_recommend }) => (
          <>
            {options.length === 0 ? (
              <p className={`${typo.body} ${typo.secondary}`}>No option can be recommended.</p>
            ) : (
              <ol className={styles.options}>
                {options.map((option) => (
                  <li key={option.formula}>
                    <span className={typo.body}>{option.formula}</span>
                    <SafetyFlag check={check} formula={option.formula} />
                  </li>
                ))}
              </ol>
            )}
            {do_not_recommend.length > 0 && (
              <>
                <h4 className={typo.label}>Not recommended</h4>
                <ul className={styles.options}>
                  {do_not_recommend.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </PageState>
    </section>
  );
}

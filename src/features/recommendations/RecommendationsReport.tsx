import type { PatientInformation, Recommendations } from '../../api/schemas';
import { CitationLink } from '../../ui/CitationLink';
import { BulletList, ReportSection } from '../../ui/ReportSection';
import { SafetyFlag } from '../../ui/safety/SafetyFlag';
import { useSafetyCheck } from '../../ui/safety/use-safety-check';
import typo from '../../ui/text.module.css';
import styles from './recommendations-print.module.css';

const DO_NOT_RECOMMEND_STATEMENT =
  'Due to safety concerns, the following options are not recommended:';

const SECTION = styles.section;
const LIST = styles.list;

/** A section that lists the patient's concerns of one kind, or says there are none. */
function ConcernsSection({
  title,
  concerns,
  empty,
}: {
  title: string;
  concerns: string[];
  empty: string;
}) {
  return (
    <ReportSection className={SECTION} title={title}>
      <BulletList items={concerns} className={LIST} empty={empty} />
    </ReportSection>
  );
}

/**
 * The sections of a patient's medication recommendation (docs/product.md, "Screens and routes").
 * With the safety check of her intake, an option it puts at category 3 or 4 is flagged in place.
 * The check is made here, in the report's own render, which React draws in the background
 * (ui/PageState.tsx), not when the intake arrives.
 */
export function RecommendationsReport({
  recommendations,
  information,
}: {
  recommendations: Recommendations;
  /** The patient's intake, once loaded. */
  information?: PatientInformation;
}) {
  const safety = useSafetyCheck(information);
  const { patient, recommendations: options, do_not_recommend, citations } = recommendations;
  return (
    <>
      <ConcernsSection
        title="Patient Safety Profile"
        concerns={patient.safety_concerns}
        empty="No safety concerns recorded."
      />
      <ConcernsSection
        title="Lifestyle Considerations"
        concerns={patient.lifestyle_concerns}
        empty="No lifestyle concerns recorded."
      />
      <ReportSection className={SECTION} title="Medication Recommendations">
        {options.length === 0 ? (
          <p className={`${typo.body} ${typo.secondary}`}>No option can be recommended.</p>
        ) : (
          options.map((option, index) => (
            <article key={option.formula} className={styles.option}>
              <h3 className={typo.subheading}>Option {index + 1}</h3>
              <p className={`${typo.body} ${styles.formula}`}>{option.formula}</p>
              {safety && <SafetyFlag check={safety} formula={option.formula} />}
              <h4 className={`${typo.label} ${styles.benefits}`}>Lifestyle benefits</h4>
              <BulletList items={option.lifestyle_benefits} className={LIST} empty="None listed." />
            </article>
          ))
        )}
      </ReportSection>
      {do_not_recommend.length > 0 && (
        <ReportSection className={SECTION} title="Not Recommended">
          <p className={typo.body}>{DO_NOT_RECOMMEND_STATEMENT}</p>
          <BulletList items={do_not_recommend} className={LIST} />
        </ReportSection>
      )}
      <ReportSection className={SECTION} title="Citations">
        {citations.length === 0 ? (
          <p className={`${typo.body} ${typo.secondary}`}>No citations.</p>
        ) : (
          <ol className={styles.citations}>
            {citations.map((citation) => (
              <li key={citation}>
                {/^https?:\/\//.test(citation) ? <CitationLink url={citation} /> : citation}
              </li>
            ))}
          </ol>
        )}
      </ReportSection>
    </>
  );
}

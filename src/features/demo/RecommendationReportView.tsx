import { CitationLink } from '../../ui/CitationLink';
import { SAMPLE_REPORT_NOTICE } from './sample-notice';
import { PHARMACIST_SIGN_OFF, type RecommendationReport } from '../../domain/samples';
import { BulletList, ReportSection } from '../../ui/ReportSection';
import typo from '../../ui/text.module.css';
import styles from './demo.module.css';
import { Facts } from './Facts';

const SECTION = styles.reportSection;
const LIST = styles.reportList;

/**
 * The sections of a sample patient's medication recommendation report (docs/product.md,
 * "Screens and routes").
 */
export function RecommendationReportView({
  report,
  date,
}: {
  report: RecommendationReport;
  /** The day the report is made, as shown. */
  date: string;
}) {
  return (
    <>
      <p className={styles.reportIntro}>
        The medications below are stack-ranked from the best match down, based on biomarker analysis
        and pharmacometabolomic relationships, predicted adherence and the frequency of side
        effects.
      </p>
      <ReportSection title="Patient Information" className={SECTION}>
        <Facts
          items={[
            ['Name', report.name],
            ['Age', report.age === undefined ? 'Unknown' : String(report.age)],
            ['Gender', report.gender],
            ['Location', report.location],
          ]}
        />
      </ReportSection>
      <ReportSection title="Patient Goals" className={SECTION}>
        <ol className={LIST}>
          {report.goals.map((goal) => (
            <li key={goal}>{goal}</li>
          ))}
        </ol>
      </ReportSection>
      <ReportSection title="Medication Recommendations" className={SECTION}>
        <ol className={`${LIST} ${styles.reportOptions}`}>
          {report.medical_recommendations.map(({ m, s }) => (
            <li key={m}>
              <strong>{m}</strong>
              <ul>
                <li>{s}</li>
              </ul>
            </li>
          ))}
        </ol>
      </ReportSection>
      <ReportSection title="Potential Side Effects" className={SECTION}>
        <BulletList items={report.side_effects} className={LIST} />
      </ReportSection>
      <ReportSection title="Lifestyle Changes and Supplements" className={SECTION}>
        <BulletList items={report.lifestyle_changes} className={LIST} />
      </ReportSection>
      <ReportSection title="Final Remarks" className={SECTION}>
        <p className={typo.body}>{report.final_remarks}</p>
      </ReportSection>
      <ReportSection title="Pharmacist Sign-off" className={SECTION}>
        <p className={styles.signOff}>
          <span>Reviewed and signed by {PHARMACIST_SIGN_OFF.name}</span>
          <span>{PHARMACIST_SIGN_OFF.role}</span>
          <span>{date}</span>
        </p>
      </ReportSection>
      <ReportSection title="Clinical Research References" className={SECTION}>
        <ol className={`${LIST} ${styles.reportReferences}`}>
          {report.references.map((reference) => (
            <li key={reference}>
              <CitationLink url={reference} />
            </li>
          ))}
        </ol>
      </ReportSection>
      <p className={`${typo.small} ${typo.secondary} ${styles.reportNotice}`}>
        {SAMPLE_REPORT_NOTICE}
      </p>
    </>
  );
}

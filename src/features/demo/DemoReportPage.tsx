import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { recommendationReport, sampleByIntakeId, type SamplePatient } from '../../domain/samples';
import { IconButton } from '../../ui/Button';
import { patientPageHeader, PrintedPages } from '../../ui/printed-pages';
import links from '../../ui/link.module.css';
import header from '../../ui/report-header.module.css';
import { Spinner } from '../../ui/Spinner';
import typo from '../../ui/text.module.css';
import { longDate } from './dates';
import { DemoHeader } from './DemoHeader';
import { RecommendationReportView } from './RecommendationReportView';
import { ReportNotFound } from './ReportNotFound';
import { SAMPLE_REPORT_NOTICE } from './sample-notice';
import type { SelectedIntakeState } from './selected-intake';
import { REPORT_DELAY_MS, REPORT_FADE_MS } from './timing';
import { useFadeIn } from './use-fade-in';
import styles from './demo.module.css';

const TITLE = 'Medication Recommendation Report';

/** Material Design's "print" icon. */
const PRINT_ICON =
  'M19 8H5c-1.66 0-3 1.34-3 3v6h4v4h12v-4h4v-6c0-1.66-1.34-3-3-3m-3 11H8v-5h8zm3-7c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m-1-9H6v4h12z';

/** The report once made, fading in (at once for reduced motion). */
function ReportBody({ titleId, children }: { titleId: string; children: ReactNode }) {
  const fade = useFadeIn<HTMLElement>(REPORT_FADE_MS);
  return (
    <article className={styles.reportBody} aria-labelledby={titleId} {...fade}>
      {children}
    </article>
  );
}

/** Spinner for 2.5 s, then the report fades in over 300 ms, at once for reduced motion. */
function Report({ sample }: { sample: SamplePatient }) {
  const [ready, setReady] = useState(false);
  const today = useMemo(() => new Date(), []);
  const report = useMemo(() => recommendationReport(sample, today), [sample, today]);
  const date = longDate(today);
  const titleId = useId();

  useEffect(() => {
    const timer = setTimeout(() => setReady(true), REPORT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const back: SelectedIntakeState = { intakeId: sample.uuid };
  return (
    <div className={styles.reportDocument}>
      {/* Every printed page headed by her name, date of birth, the report and its date, and
          marked as a sample at its foot: a page that leaves the others' company (a page of a
          signed sample) still says it is one. */}
      <PrintedPages
        header={`${patientPageHeader(report.name, sample.information.date_of_birth)} · ${TITLE} · ${date}`}
        footer={SAMPLE_REPORT_NOTICE}
      />
      <Link
        to={paths.demoIntake.root.href()}
        state={back}
        className={`${links.link} ${styles.back} no-print`}
      >
        Back to Patient Information
      </Link>
      {/* Title and Print stay on one line: the button is small. */}
      <div className={styles.reportHead}>
        <div className={header.titles}>
          <h1 id={titleId} className={typo.pageTitle}>
            {TITLE}
          </h1>
          <p className={header.subtitle}>
            {report.name} · {date}
          </p>
        </div>
        <IconButton
          className="no-print"
          label="Print report"
          path={PRINT_ICON}
          disabled={!ready}
          onClick={() => window.print()}
        />
      </div>
      {ready ? (
        <ReportBody titleId={titleId}>
          <RecommendationReportView report={report} date={date} />
        </ReportBody>
      ) : (
        <Spinner label="Preparing the report" />
      )}
    </div>
  );
}

/** /d/provider/intake/{intakeId}/report: a sample patient's report from the built-in table. */
export function Component() {
  const { intakeId = '' } = useParams();
  const sample = sampleByIntakeId(intakeId);
  return (
    <div>
      <DemoHeader />
      {sample ? <Report key={sample.uuid} sample={sample} /> : <ReportNotFound />}
    </div>
  );
}

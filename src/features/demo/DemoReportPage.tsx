import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { recommendationReport, sampleByIntakeId, type SamplePatient } from '../../domain/samples';
import { Spinner } from '../../ui/Spinner';
import { longDate } from './dates';
import { DemoHeader } from './DemoHeader';
import { RecommendationReportView } from './RecommendationReportView';
import { ReportNotFound } from './ReportNotFound';
import type { SelectedIntakeState } from './selected-intake';
import { REPORT_DELAY_MS, REPORT_FADE_MS } from './timing';
import { usePrintHeader } from './usePrintHeader';
import styles from './demo.module.css';

const TITLE = 'Medication Recommendation Report';

/** Material Design's "print" icon. */
const PRINT_ICON =
  'M19 8H5c-1.66 0-3 1.34-3 3v6h4v4h12v-4h4v-6c0-1.66-1.34-3-3-3m-3 11H8v-5h8zm3-7c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m-1-9H6v4h12z';

/** Spinner for 2.5 s, then the report fades in over 300 ms, at once for reduced motion. */
function Report({ sample }: { sample: SamplePatient }) {
  const [ready, setReady] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const today = useMemo(() => new Date(), []);
  const report = useMemo(() => recommendationReport(sample, today), [sample, today]);
  const date = longDate(today);
  const titleId = useId();
  usePrintHeader(`${report.name} · ${TITLE} · ${date}`);

  useEffect(() => {
    const timer = setTimeout(() => setReady(true), REPORT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const back: SelectedIntakeState = { intakeId: sample.uuid };
  const content = (
    <article className={styles.reportBody} aria-labelledby={titleId}>
      <RecommendationReportView report={report} date={date} />
    </article>
  );
  return (
    <div className={styles.reportDocument}>
      <Link
        component={RouterLink}
        to={paths.demoIntake.root.href()}
        state={back}
        className="no-print"
        sx={{ display: 'inline-block', mb: 2 }}
      >
        Back to Patient Information
      </Link>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="h4" component="h1">
            {TITLE}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {report.name} · {date}
          </Typography>
        </Box>
        <IconButton
          className={`no-print ${styles.printButton}`}
          aria-label="Print report"
          disabled={!ready}
          onClick={() => window.print()}
          size="large"
        >
          <SvgIcon>
            <path d={PRINT_ICON} />
          </SvgIcon>
        </IconButton>
      </Stack>
      {!ready ? (
        <Spinner label="Preparing the report" />
      ) : reducedMotion ? (
        content
      ) : (
        <Fade in appear timeout={REPORT_FADE_MS}>
          {content}
        </Fade>
      )}
    </div>
  );
}

/** /d/provider/intake/{intakeId}/report: a sample patient's report from the built-in table. */
export function Component() {
  const { intakeId = '' } = useParams();
  const sample = sampleByIntakeId(intakeId);
  return (
    <Box className={styles.report}>
      <DemoHeader />
      {sample ? <Report key={sample.uuid} sample={sample} /> : <ReportNotFound />}
    </Box>
  );
}

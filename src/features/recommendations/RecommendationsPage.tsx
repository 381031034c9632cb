import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { usePatient, usePatientRecommendations } from '../../api/resources';
import { displayName } from '../../domain/patient/display-name';
import { PageState } from '../../ui/PageState';
import { RecommendationsReport } from './RecommendationsReport';
import './recommendations-print.css';

export const RECOMMENDATIONS_FAILED = 'An unexpected error has occured.';

const today = () => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date());

/** /d/providers/dashboard/patients/{uuid}/recommendations */
export function Component() {
  const { patientUuid } = useParams();
  const recommendations = usePatientRecommendations(patientUuid);
  const patient = usePatient(patientUuid);

  return (
    <Box className="recommendations-page">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box>
          <Typography variant="h4" component="h1">
            Medication Recommendations
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {patient.data ? `${displayName(patient.data)} · ` : ''}
            {today()}
          </Typography>
        </Box>
        {recommendations.data && (
          <Button variant="outlined" className="no-print" onClick={() => window.print()}>
            Print
          </Button>
        )}
      </Stack>
      <PageState
        resource={recommendations}
        loadingLabel="Loading the recommendations"
        errorMessage={() => RECOMMENDATIONS_FAILED}
        errorLayout={(alert) => <Box sx={{ mt: 3 }}>{alert}</Box>}
      >
        {(data) => <RecommendationsReport recommendations={data} />}
      </PageState>
    </Box>
  );
}

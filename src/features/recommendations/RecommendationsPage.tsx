import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { usePatient, usePatientRecommendations } from '../../api/resources';
import { displayName } from '../../domain/patient/display-name';
import { PageState } from '../../ui/PageState';
import { SafetyCheckPanel } from '../../ui/safety/SafetyCheckPanel';
import { useSafetyCheck } from '../../ui/safety/use-safety-check';
import { RecommendationsReport } from './RecommendationsReport';
import { longDate } from '../../ui/long-date';
import { resourceRequests } from '../../api/resource-requests';
import { readsLoader } from '../../api/reads-loader';

export const RECOMMENDATIONS_FAILED = 'An unexpected error has occured.';
const SAFETY_CHECK_FAILED =
  "The safety check needs the patient's intake, which could not be loaded.";

/** /d/providers/dashboard/patients/{uuid}/recommendations */
export function Component() {
  const { patientUuid } = useParams();
  const recommendations = usePatientRecommendations(patientUuid);
  const patient = usePatient(patientUuid);
  const safety = useSafetyCheck(patient.data?.information);

  return (
    <Box>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', gap: 2 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1">
            Medication Recommendations
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {patient.data && (
              <>
                <bdi>{displayName(patient.data)}</bdi>
                {' · '}
              </>
            )}
            {longDate(new Date())}
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
        {(data) => (
          <>
            <PageState
              resource={patient}
              loadingLabel="Loading the safety check"
              errorMessage={() => SAFETY_CHECK_FAILED}
              errorLayout={(alert) => <Box sx={{ mt: 3 }}>{alert}</Box>}
            >
              {({ information }) => <SafetyCheckPanel information={information} />}
            </PageState>
            <RecommendationsReport recommendations={data} safety={safety} />
          </>
        )}
      </PageState>
    </Box>
  );
}

/** What the page reads, started beside the role check (docs/adr/0003-route-loaders.md). */
export const loader = readsLoader(({ patientUuid }) =>
  patientUuid
    ? [resourceRequests.patient(patientUuid), resourceRequests.patientRecommendations(patientUuid)]
    : [],
);

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { usePatient } from '../../../api/resources';
import type { Patient } from '../../../api/schemas';
import { paths } from '../../../config/paths';
import { RetryAlert } from '../../../ui/RetryAlert';
import { Spinner } from '../../../ui/Spinner';
import { IntakeSummary } from './IntakeSummary';
import { LabProfile } from './LabProfile';

export const PATIENT_LOAD_FAILED = 'The patient could not be loaded.';

function whoIs({ email, information }: Patient): string {
  const name = typeof information.name === 'string' ? information.name.trim() : '';
  return name ? `${name} · ${email}` : email;
}

/** /d/providers/dashboard/patients/{uuid}/summary */
export function Component() {
  const { patientUuid = '' } = useParams();
  const patient = usePatient(patientUuid);

  return (
    <Box className="intake-summary-page">
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', gap: 2 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1">
            Intake Summary
          </Typography>
          {patient.data && (
            <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {whoIs(patient.data)}
            </Typography>
          )}
        </Box>
        <Stack direction="row" className="no-print" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            component={RouterLink}
            to={paths.dashboard.patient.href({ patientUuid })}
          >
            Edit intake
          </Button>
          <Button
            variant="outlined"
            component={RouterLink}
            to={paths.dashboard.patientRecommendations.href({ patientUuid })}
          >
            Medication Recommendations
          </Button>
          {patient.data && (
            <Button variant="contained" onClick={() => window.print()}>
              Print
            </Button>
          )}
        </Stack>
      </Stack>
      {patient.error && (
        <Box sx={{ mt: 3 }}>
          <RetryAlert
            message={`${PATIENT_LOAD_FAILED} ${patient.error.message}`}
            onRetry={patient.retry}
          />
        </Box>
      )}
      {patient.data ? (
        <>
          <IntakeSummary information={patient.data.information} />
          <LabProfile information={patient.data.information} />
        </>
      ) : (
        !patient.error && <Spinner label="Loading the patient" />
      )}
    </Box>
  );
}

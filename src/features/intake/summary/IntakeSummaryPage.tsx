import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { usePatient } from '../../../api/resources';
import { paths } from '../../../config/paths';
import { nameAndEmail } from '../../../domain/patient/display-name';
import { PageState } from '../../../ui/PageState';
import { PATIENT_NOT_FOUND } from '../form/PatientLoadFailed';
import { IntakeSummary } from '../../../ui/intake/IntakeSummary';
import { LabProfile } from '../../../ui/intake/LabProfile';
import { SafetyCheckPanel } from '../../../ui/safety/SafetyCheckPanel';
import { TabletEntryNotice } from '../../../ui/tablet-entries';
import { resourceRequests } from '../../../api/resource-requests';
import { readsLoader } from '../../../api/reads-loader';

export const PATIENT_LOAD_FAILED = 'The patient could not be loaded.';

/** /d/providers/dashboard/patients/{uuid}/summary */
export function Component() {
  const { patientUuid = '' } = useParams();
  const patient = usePatient(patientUuid);

  return (
    <Box>
      {/* Box, not Stack: the summary sits at the route budget, and Box is loaded already. */}
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          flexWrap: 'wrap',
          gap: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1">
            Intake Summary
          </Typography>
          {patient.data && (
            <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {nameAndEmail(patient.data).map((part, index) => (
                <Fragment key={index}>
                  {index > 0 && ' · '}
                  <bdi>{part}</bdi>
                </Fragment>
              ))}
            </Typography>
          )}
        </Box>
        <Box className="no-print" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {[
            { label: 'Edit intake', to: paths.dashboard.patient },
            { label: 'Medication Recommendations', to: paths.dashboard.patientRecommendations },
          ].map(({ label, to }) => (
            <Button
              key={label}
              variant="outlined"
              component={RouterLink}
              to={to.href({ patientUuid })}
            >
              {label}
            </Button>
          ))}
          {patient.data && (
            <Button variant="contained" onClick={() => window.print()}>
              Print
            </Button>
          )}
        </Box>
      </Box>
      <PageState
        resource={patient}
        loadingLabel="Loading the patient"
        errorMessage={(error) =>
          // In the patient form's words; an address whose id is not a uuid fails so too
          // (docs/architecture.md section 6).
          error.status === 404 ? PATIENT_NOT_FOUND : `${PATIENT_LOAD_FAILED} ${error.message}`
        }
        errorLayout={(alert) => <Box sx={{ mt: 3 }}>{alert}</Box>}
      >
        {({ information, email }) => (
          <>
            <TabletEntryNotice email={email} />
            <SafetyCheckPanel information={information} />
            <IntakeSummary information={information} />
            <LabProfile information={information} />
          </>
        )}
      </PageState>
    </Box>
  );
}

/** What the page reads, started beside the role check (docs/adr/0003-route-loaders.md). */
export const loader = readsLoader(({ patientUuid }) =>
  patientUuid ? [resourceRequests.patient(patientUuid)] : [],
);

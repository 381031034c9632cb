import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ApiError } from '../../../api/api-error';
import { paths } from '../../../config/paths';

export function patientLoadMessage(error: ApiError): string {
  if (error.status === 404) {
    return 'This patient could not be found. The link may be out of date, or the patient was removed.';
  }
  return `This patient could not be loaded. ${error.message}`;
}

/** Around the alert of a patient that did not load: a heading and a way back (spec: nothing). */
export function PatientLoadFailed({ alert }: { alert: ReactNode }) {
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Patient
      </Typography>
      {alert}
      <Link
        component={RouterLink}
        to={paths.dashboard.patients.href()}
        sx={{ display: 'inline-block', mt: 2 }}
      >
        Back to all patients
      </Link>
    </>
  );
}

import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ApiError } from '../../../api/api-error';
import { paths } from '../../../config/paths';
import { RetryAlert } from '../../../ui/RetryAlert';

function messageOf(error: ApiError): string {
  if (error.status === 404) {
    return 'This patient could not be found. The link may be out of date, or the patient was removed.';
  }
  return `This patient could not be loaded. ${error.message}`;
}

/** A patient that did not load: say so, offer to try again and a way back (the spec shows nothing). */
export function PatientLoadFailed({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Patient
      </Typography>
      <RetryAlert message={messageOf(error)} onRetry={onRetry} />
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

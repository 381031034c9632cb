import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import { paths } from '../../config/paths';
import { config } from '../../config/env';
import { useMutation, useSendOnMount } from '../../api/use-mutation';
import { RetryAlert } from '../../ui/RetryAlert';
import { Spinner } from '../../ui/Spinner';

/** /after_signup: registers the new account with the backend, then says what comes next. */
export function Component() {
  const register = useMutation((api) => api.register());
  const tryAgain = useSendOnMount(register);
  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto', my: 6 }}>
      <Typography variant="h4" component="h1">
        Welcome to {config.productName}
      </Typography>
      {register.error ? (
        <RetryAlert
          message="We could not finish setting up your account. Please try again."
          onRetry={tryAgain}
        />
      ) : !register.sent ? (
        <Spinner label="Setting up your account" />
      ) : (
        <>
          <Typography>
            Your account is set up. Your organization&apos;s administrator now links it to your
            organization; once that is done you can see your patients.
          </Typography>
          <div>
            <Button variant="contained" component={RouterLink} to={paths.signedIn.href()}>
              Continue
            </Button>
          </div>
        </>
      )}
    </Stack>
  );
}

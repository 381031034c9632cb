import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useSendOnMount } from '../../api/use-mutation';
import { RetryAlert } from '../../ui/RetryAlert';
import { SignOutButton } from '../../ui/SignOutButton';

/** /authme: the simple signed-in page; it also registers the account. */
export function Component() {
  const register = useMutation((api) => api.register());
  const tryAgain = useSendOnMount(register);
  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto', my: 6, alignItems: 'flex-start' }}>
      <Typography variant="h4" component="h1">
        Hi, you&apos;re signed in
      </Typography>
      {register.error && (
        <RetryAlert
          message="We could not register your account. Please try again."
          onRetry={tryAgain}
        />
      )}
      <SignOutButton />
    </Stack>
  );
}

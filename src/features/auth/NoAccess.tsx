import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuthSession } from '../../auth/session';
import { SignOutButton } from '../../ui/SignOutButton';

/** For a signed-in person who is neither a provider nor an administrator yet. */
export function NoAccess() {
  const { email } = useAuthSession();
  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto', my: 6, textAlign: 'center' }}>
      <Typography variant="h4" component="h1">
        No access yet
      </Typography>
      <Typography color="text.secondary">
        You are signed in{email ? ` as ${email}` : ''}, but your account is not linked to an
        organization yet. Ask your organization&apos;s administrator to add you as a provider, then
        sign in again.
      </Typography>
      <div>
        <SignOutButton />
      </div>
    </Stack>
  );
}

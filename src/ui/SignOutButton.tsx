import Button, { type ButtonProps } from '@mui/material/Button';
import { useSignOut } from './useSignOut';

export function SignOutButton(props: Omit<ButtonProps, 'onClick'>) {
  const signOut = useSignOut();
  return (
    <Button variant="outlined" {...props} onClick={() => void signOut()}>
      Sign out
    </Button>
  );
}

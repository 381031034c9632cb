import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Logo } from '../../ui/Logo';
import { useSignOut } from '../../ui/useSignOut';

/** The demonstration pages' header: the logo, a way to the dashboard and "Log out". */
export function DemoHeader() {
  const signOut = useSignOut();
  return (
    <Box className="no-print" sx={{ mb: 3 }}>
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', pb: 2 }}
      >
        <Logo />
        <Stack direction="row" sx={{ gap: 3, alignItems: 'center' }}>
          <Link component={RouterLink} to={paths.dashboard.root.href()}>
            Your Dashboard
          </Link>
          {/* A link to sign-in that signs out on the way (docs/product.md section 2: a "Log out"
              link). */}
          <Link
            component={RouterLink}
            to={paths.login.href()}
            onClick={(event) => {
              event.preventDefault();
              void signOut();
            }}
          >
            Log out
          </Link>
        </Stack>
      </Box>
      <Divider />
    </Box>
  );
}

import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** Around the alert of a record that did not load: the page's heading and a way back. */
export function LoadFailed({
  heading,
  alert,
  back,
}: {
  heading: string;
  alert: ReactNode;
  back: { to: string; label: string };
}) {
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      {alert}
      <Link component={RouterLink} to={back.to} sx={{ display: 'inline-block', mt: 2 }}>
        {back.label}
      </Link>
    </>
  );
}

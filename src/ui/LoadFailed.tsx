import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import styles from './LoadFailed.module.css';

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
      {/* A plain link: MUI's Link weighs on every page that can fail. */}
      <RouterLink className={styles.back} to={back.to}>
        {back.label}
      </RouterLink>
    </>
  );
}

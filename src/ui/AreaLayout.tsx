import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import type { ReactNode } from 'react';
import { Logo } from './Logo';

/** Header with logo and actions, a left navigation and the main area. */
export function AreaLayout({
  actions,
  nav,
  children,
}: {
  actions: ReactNode;
  nav: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box>
      <Box
        component="header"
        className="no-print"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', pb: 2 }}
      >
        <Logo />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>{actions}</Box>
      </Box>
      <Divider className="no-print" />
      <Box sx={{ display: 'flex', gap: 3, pt: 2 }}>
        <Box className="no-print">{nav}</Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      </Box>
    </Box>
  );
}

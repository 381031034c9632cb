import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A fieldset with its legend, for fields made of several inputs. */
export function GroupBox({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box
      component="fieldset"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        m: 0,
        px: 2,
        pt: 1,
        pb: 2,
        minWidth: 0,
      }}
    >
      <Box component="legend" sx={{ px: 0.5, typography: 'subtitle2' }}>
        {legend}
      </Box>
      {children}
    </Box>
  );
}

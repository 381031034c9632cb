import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A page's heading with its main action (a button) at the other end of the line, or below it
 * where the line is too narrow for both (WCAG 1.4.10).
 */
export function PageHeader({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <Stack
      direction="row"
      sx={{
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        mb: 2,
        gap: 2,
      }}
    >
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {action}
    </Stack>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** In place of a list with nothing to show: why, and what to do about it. */
export function EmptyState({ message, action }: { message: ReactNode; action: ReactNode }) {
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography sx={{ mb: 2 }}>{message}</Typography>
      {action}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { SubmitState } from './use-patient-save';

const statusText: Record<SubmitState, string> = {
  ready: '',
  saving: 'Saving…',
  checking: 'Checking whether the patient was saved…',
};

/**
 * "Create" for a new patient ("Send again" once a check found the first one was not saved),
 * "Submit" for an existing one; disabled while saving or checking.
 */
export function SubmitBar({ label, state }: { label: string; state: SubmitState }) {
  const busy = state !== 'ready';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 4 }}>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {label}
      </Button>
      <Typography role="status" color="text.secondary">
        {statusText[state]}
      </Typography>
    </Box>
  );
}

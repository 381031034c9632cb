import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** "Create" for a new patient, "Submit" for an existing one; disabled while saving. */
export function SubmitBar({ label, saving }: { label: string; saving: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 4 }}>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={saving}
        startIcon={saving ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {label}
      </Button>
      <Typography role="status" color="text.secondary">
        {saving ? 'Saving…' : ''}
      </Typography>
    </Box>
  );
}

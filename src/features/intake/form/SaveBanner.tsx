import Alert from '@mui/material/Alert';
import type { SaveProblem } from './save-problem';

/** The failed save's message at the top of the form; each server message on its own line. */
export function SaveBanner({ problem }: { problem: SaveProblem }) {
  return (
    <Alert severity={problem.severity} role="alert" sx={{ mb: 3, whiteSpace: 'pre-line' }}>
      {problem.lines.join('\n')}
    </Alert>
  );
}

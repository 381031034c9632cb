import Alert from '@mui/material/Alert';
import { useEffect, useRef } from 'react';
import type { SaveProblem } from './save-problem';

/**
 * The failed save's message at the top of the form; each server message on its own line.
 * It takes focus, so a keyboard user is where the message is, and Tab goes on into the form.
 */
export function SaveBanner({ problem }: { problem: SaveProblem }) {
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    banner.current?.focus({ preventScroll: true });
  }, [problem]);
  return (
    <Alert
      ref={banner}
      severity={problem.severity}
      role="alert"
      tabIndex={-1}
      sx={{ mb: 3, whiteSpace: 'pre-line' }}
    >
      {problem.lines.join('\n')}
    </Alert>
  );
}

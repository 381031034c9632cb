import { Notice } from './Notice';
import type { SaveFailure } from './patient-save-problem';

/** A failed save of her record, in its words and its severity, a paragraph a line. */
export function SaveFailureNotice({ problem }: { problem: SaveFailure }) {
  return (
    <Notice severity={problem.severity} role="alert">
      {problem.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </Notice>
  );
}

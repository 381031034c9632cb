import { useEffect, useRef } from 'react';
import type { ApiError } from '../../api/api-error';
import { Notice } from '../Notice';
import { submitFailureLines, type SubmitSubject } from './submit-failure';

/** Below the form: why the last submit was refused, one message per line. Focused when it appears. */
export function FormProblems({
  failure,
  subject,
}: {
  failure: ApiError | undefined;
  subject: SubmitSubject;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) ref.current?.focus();
  }, [failure]);
  if (!failure) return null;
  return (
    <Notice severity="error" ref={ref} tabIndex={-1} role="alert">
      {submitFailureLines(failure, subject).map((line, index) => (
        <div key={index}>{line}</div>
      ))}
    </Notice>
  );
}

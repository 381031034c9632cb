import { useEffect, useRef } from 'react';
import type { Found } from '../../api/create-check';
import type { CreateCheck } from '../../api/use-create-check';
import { Button, ButtonLink } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { createCheckLines, type CheckedSubject } from './create-check-lines';

const severities = {
  unsure: 'warning',
  checking: 'warning',
  saved: 'success',
  taken: 'error',
  absent: 'info',
} as const;

/**
 * Where a new organization or provider that may have been created stands, with the check, or
 * the way to the one found. It takes focus each time it changes, as the form's failures do.
 */
export function CreateCheckNotice<Sent>({
  check,
  subject,
  keyOf,
  leadTo,
}: {
  check: CreateCheck<Sent>;
  subject: CheckedSubject;
  /** The unique key that was sent. */
  keyOf: (sent: Sent) => string;
  /** The page of what was found. */
  leadTo: (found: Found) => { to: string; label: string };
}) {
  const { state } = check;
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    notice.current?.focus();
  }, [state]);
  if (state.step === 'clear') return null;

  const severity = severities[state.step === 'found' ? state.found.kind : state.step];
  const lead = state.step === 'found' && leadTo(state.found);
  const action =
    state.step === 'unsure' || state.step === 'checking' ? (
      <Button
        color="inherit"
        disabled={state.step === 'checking'}
        onClick={() => void check.check()}
      >
        {state.step === 'checking' ? 'Checking…' : 'Check whether it was saved'}
      </Button>
    ) : lead ? (
      <ButtonLink color="inherit" to={lead.to}>
        {lead.label}
      </ButtonLink>
    ) : undefined;
  return (
    <Notice ref={notice} severity={severity} role="alert" tabIndex={-1} action={action}>
      {createCheckLines(state, subject, keyOf(state.sent)).map((line) => (
        <div key={line}>{line}</div>
      ))}
    </Notice>
  );
}

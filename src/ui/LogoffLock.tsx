import { useCallback, useEffect, useRef, useState } from 'react';
import type { SignOutReason } from '../tab-memory/sign-out-reason';
import type { LogoffWords } from './logoff-words';
import { Main } from './Main';
import { Spinner } from './Spinner';
import { useSignOut } from './useSignOut';
import styles from './logoff-lock.module.css';
import { Button } from './Button';

/** The waits between tries of a sign-out that failed: quick at first, then every 30 s. */
export const SIGN_OUT_RETRY_MS = [2_000, 5_000, 10_000, 30_000] as const;

/**
 * What the automatic logoff shows in place of every page once its time is up (docs/architecture.md,
 * "Security"): the pages, and with them the session's API cache, are gone before the sign-out is
 * even sent, so a sign-out that cannot reach the sign-in service (offline) leaves nothing of
 * the patient's on screen or in memory. It signs out, and keeps trying until that succeeds, at
 * once when the browser is back online; nothing here leads back to the session. Plain
 * elements only, in the page from the start: it must show with the network down.
 */
export function LogoffLock({
  words,
  reason,
  to,
}: {
  words: LogoffWords;
  reason: SignOutReason;
  /** Where the person lands once signed out. */
  to?: string;
}) {
  const signOut = useSignOut(to);
  const heading = useRef<HTMLHeadingElement>(null);
  const failures = useRef(0);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const sending = useRef(false);

  // Focus leaves whatever control the hidden page had.
  useEffect(() => heading.current?.focus(), []);

  useEffect(() => {
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    sending.current = true;
    // Once signed out, the session's end (tab-memory/session-end.ts) clears the pending sign-out.
    signOut(reason).catch(() => {
      sending.current = false;
      if (!live) return;
      const wait = SIGN_OUT_RETRY_MS[Math.min(failures.current, SIGN_OUT_RETRY_MS.length - 1)];
      failures.current += 1;
      setFailed(true);
      retry = setTimeout(() => setRound((count) => count + 1), wait);
    });
    return () => {
      live = false;
      clearTimeout(retry);
    };
  }, [round, signOut, reason]);

  const tryNow = useCallback(() => {
    if (!sending.current) setRound((count) => count + 1);
  }, []);
  useEffect(() => {
    window.addEventListener('online', tryNow);
    return () => window.removeEventListener('online', tryNow);
  }, [tryNow]);

  return (
    <Main>
      <section className={styles.lock} aria-labelledby="logoff-lock-title">
        <h1 id="logoff-lock-title" ref={heading} tabIndex={-1}>
          {words.title}
        </h1>
        <p>{words.text}</p>
        {failed ? (
          <div role="alert" className={styles.failed}>
            <p>{words.failed}</p>
            <Button variant="contained" onClick={tryNow}>
              {words.tryNow}
            </Button>
          </div>
        ) : (
          <Spinner label={words.title} />
        )}
      </section>
    </Main>
  );
}

import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../../api/api-error';
import type { PatientList } from '../../../api/patient-pages';
import { RetryAlert } from '../../../ui/RetryAlert';
import styles from './patient-table.module.css';

const numbers = new Intl.NumberFormat('en');
const count = (n: number) => numbers.format(n);

/**
 * How far the list has loaded while its pages arrive (usePatients), in a polite status, which
 * says when every patient is in; when a page failed, what failed, with "Try again", which goes
 * on from that page. Nothing for a list that came whole.
 */
export function LoadingStatus({
  list,
  error,
  onRetry,
}: {
  list: PatientList;
  error: ApiError | undefined;
  onRetry: () => void;
}) {
  const [paged] = useState(list.next !== null);
  const status = useRef<HTMLParagraphElement>(null);
  // "Try again" goes when pressed: focus, left on nothing, moves to the status in its place.
  const [retries, setRetries] = useState(0);
  const focusedFor = useRef(0);
  const failed = error !== undefined && list.next !== null;
  useEffect(() => {
    if (failed || retries === focusedFor.current) return;
    focusedFor.current = retries;
    if (document.activeElement === document.body) status.current?.focus();
  }, [failed, retries]);

  if (!paged) return null;
  const loaded = `${count(list.patients.length)} of ${count(Math.max(list.count, list.patients.length))} patients`;
  if (failed) {
    return (
      <RetryAlert
        message={`Only ${loaded} could be loaded; filtering and sorting apply to those. ${error.message}`}
        onRetry={() => {
          setRetries((n) => n + 1);
          onRetry();
        }}
      />
    );
  }
  return (
    <p ref={status} role="status" tabIndex={-1} className={styles.loading}>
      {list.next === null
        ? `All ${count(list.patients.length)} patients loaded.`
        : `Loaded ${loaded}. Filtering and sorting apply to those loaded so far.`}
    </p>
  );
}

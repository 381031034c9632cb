import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

/** In place of a list with nothing to show: why, and what to do about it. */
export function EmptyState({ message, action }: { message: ReactNode; action: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p className={styles.message}>{message}</p>
      {action}
    </div>
  );
}

import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';
import typo from './text.module.css';

/**
 * A page's heading with its main action (a button) at the other end of the line, or below it
 * where the line is too narrow for both (WCAG 1.4.10).
 */
export function PageHeader({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <div className={styles.header}>
      <h1 className={`${typo.pageTitle} ${styles.title}`}>{title}</h1>
      {action}
    </div>
  );
}

import type { ReactNode, Ref } from 'react';
import styles from './Notice.module.css';

type Severity = 'error' | 'warning' | 'info' | 'success';

const severities: Record<Severity, string | undefined> = {
  error: styles.error,
  warning: styles.warning,
  info: styles.info,
  success: styles.success,
};

/** Each severity's outlined icon (Material Icons, Apache-2.0). */
const icons: Record<Severity, string> = {
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
  warning: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
  info: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20,12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10,10 0 0,0 12,2M11,17H13V11H11V17Z',
  success:
    'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2,4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z',
};

/**
 * A message in a tinted box with its severity's icon, in its colours (tokens.ts,
 * palette.notice): the one alert of every screen, plain markup, so it weighs little on each
 * screen that can show one (docs/architecture.md, "Budgets").
 */
export function Notice({
  severity,
  role = severity === 'error' ? 'alert' : 'status',
  title,
  className,
  spaced = false,
  action,
  ref,
  tabIndex,
  children,
}: {
  severity: Severity;
  role?: 'alert' | 'status' | 'note';
  /** A bold first line. */
  title?: ReactNode;
  className?: string;
  /** Space below it, before what follows on the page. */
  spaced?: boolean;
  /** A button at the end of the line (Try again). */
  action?: ReactNode;
  /** With `tabIndex` -1, for a notice that takes focus when it appears. */
  ref?: Ref<HTMLDivElement>;
  tabIndex?: number;
  children: ReactNode;
}) {
  return (
    <div
      ref={ref}
      role={role}
      tabIndex={tabIndex}
      // What its colours say, readable where its CSS Module is not loaded (the tests).
      data-severity={severity}
      className={[styles.notice, severities[severity], spaced && styles.spaced, className]
        .filter(Boolean)
        .join(' ')}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={icons[severity]} />
      </svg>
      <div className={styles.message}>
        {title && <div className={styles.title}>{title}</div>}
        {children}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}

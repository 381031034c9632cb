import type { ComponentProps, ReactNode } from 'react';
import { Button } from '../../ui/Button';
import styles from '../../ui/tablet.module.css';

/**
 * The row under a tablet screen (a chat question, her review, the explorer's): "Back" on the
 * left when there is somewhere to go back to, the way on at the right, each a large touch target.
 */
export function TabletNav({
  onBack,
  backLabel,
  children,
}: {
  onBack?: () => void;
  backLabel: string;
  /** The way on: a `TabletNext`. */
  children: ReactNode;
}) {
  return (
    <div className={styles.chatNav}>
      {onBack && (
        <Button variant="outlined" size="large" onClick={onBack} className={styles.touch}>
          {backLabel}
        </Button>
      )}
      {children}
    </div>
  );
}

/** The way on at the right of a `TabletNav`. */
export function TabletNext(props: Omit<ComponentProps<typeof Button>, 'size' | 'className'>) {
  return <Button size="large" className={`${styles.touch} ${styles.chatNext}`} {...props} />;
}

import type { ReactNode } from 'react';
import styles from './field.module.css';

/** A field made of parts (a reading, a lab panel, a usage entry), framed under its legend. */
export function FieldGroup({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

import type { ChangeEvent } from 'react';
import styles from './switch.module.css';

/**
 * An on/off switch with its words beside it, the whole label a target: a native checkbox in
 * the switch role, drawn nowhere itself (the track and thumb show its state), so keyboard,
 * screen readers and forms get what they know. `name` is its accessible name where the words
 * shown are not enough; a user of it draws the focus ring round the label (the input, drawn
 * nowhere, cannot show one).
 */
export function Switch({
  label,
  name,
  checked,
  onChange,
  className,
}: {
  label: string;
  name?: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  className?: string;
}) {
  return (
    <label className={[styles.label, className].filter(Boolean).join(' ')}>
      <span className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          className={styles.input}
          checked={checked}
          onChange={onChange}
          aria-label={name}
        />
        <span className={styles.track} aria-hidden="true" />
        <span className={styles.thumb} aria-hidden="true" />
      </span>
      {label}
    </label>
  );
}

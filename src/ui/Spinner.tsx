import { useId } from 'react';
import a11y from './visually-hidden.module.css';

/**
 * Waiting, said in words (`label`, announced as a status) and drawn as the start-up shell's
 * wheel (global.css: index.html paints the same one before any script runs): an indeterminate
 * progress bar named by those words.
 */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  const id = useId();
  return (
    <div className="spinner-block" role="status">
      <div className="spinner" role="progressbar" aria-labelledby={id} />
      <span id={id} className={a11y.visuallyHidden}>
        {label}
      </span>
    </div>
  );
}

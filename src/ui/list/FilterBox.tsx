import { startTransition, useState } from 'react';
import styles from './filter-box.module.css';

/**
 * The filter box of a list. It keeps its own text, so a keystroke re-renders only this
 * input; the list follows in a transition that never holds up the next key. Plain
 * elements (styled in filter-box.module.css) keep that render small.
 */
export function FilterBox({
  label,
  onQuery,
  autoFocus,
}: {
  label: string;
  onQuery: (query: string) => void;
  autoFocus?: boolean;
}) {
  const [text, setText] = useState('');
  return (
    <label className={styles.box}>
      <span>{label}</span>
      <input
        type="search"
        value={text}
        autoComplete="off"
        autoFocus={autoFocus}
        onChange={(event) => {
          const query = event.target.value;
          setText(query);
          startTransition(() => onQuery(query));
        }}
      />
    </label>
  );
}

import { startTransition, useState } from 'react';

/**
 * The filter box keeps its own text, so a keystroke re-renders only this
 * input; the list follows in a transition that never holds up the next key.
 * Plain elements (styled in patient-table.css) keep that render small.
 */
export function PatientFilter({
  onQuery,
  autoFocus,
  withNames,
}: {
  onQuery: (query: string) => void;
  autoFocus?: boolean;
  /** Whether the list carries names to filter by. */
  withNames: boolean;
}) {
  const [text, setText] = useState('');
  return (
    <label className="patient-filter">
      <span>{withNames ? 'Filter by name or email' : 'Filter by email'}</span>
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

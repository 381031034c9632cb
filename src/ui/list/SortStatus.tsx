import { useState } from 'react';
import a11y from '../visually-hidden.module.css';
import { directionWords, type Sort } from './rows';
import type { SortableColumn } from './SortableHeaderCells';

/**
 * Says each new sort of a table ("Sorted by Name, ascending") in a polite status region, so a
 * screen reader hears what a click on a header did (WCAG 4.1.3). The region is in the page, empty,
 * from the first render: a live region added together with its text is often not announced
 * (https://developer.mozilla.org/en-US/docs/Web/Accessibility/ARIA/Guides/Live_regions).
 */
export function SortStatus<Key extends string>({
  columns,
  sort,
}: {
  columns: readonly SortableColumn<Key>[];
  sort: Sort<Key>;
}) {
  // The sort last seen, to tell a change from the first render (state adjusted while rendering:
  // https://react.dev/learn/you-might-not-need-an-effect#adjusting-some-state-when-a-prop-changes).
  const [seen, setSeen] = useState(sort);
  const [message, setMessage] = useState('');
  if (seen.key !== sort.key || seen.direction !== sort.direction) {
    setSeen(sort);
    const label = columns.find((column) => column.key === sort.key)?.label ?? sort.key;
    setMessage(`Sorted by ${label}, ${directionWords[sort.direction]}`);
  }
  return (
    <span role="status" className={a11y.visuallyHidden}>
      {message}
    </span>
  );
}

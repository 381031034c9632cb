import { useCallback, useState } from 'react';
import { nextSort, type Sort } from './rows';

/** The sort of a table and a stable handler for its column headers. */
export function useSort<Key extends string>(initial: Sort<Key>) {
  const [sort, setSort] = useState(initial);
  // Stable, so a keystroke's urgent render can skip a memoised table.
  const onSort = useCallback((key: Key) => setSort((current) => nextSort(current, key)), []);
  return [sort, onSort] as const;
}

import { useMemo, useState } from 'react';
import { filterByWords, type Searchable } from '../../../ui/list/rows';

/**
 * Whether the rows matching `query` are among those matching `earlier`: true when it only adds
 * to it (a key typed at the end), since every word of `earlier` is then in a word of `query`.
 */
export function narrows(query: string, earlier: string): boolean {
  const before = earlier.toLowerCase();
  return before.trim() !== '' && query.toLowerCase().startsWith(before);
}

/**
 * filterByWords, remembering its last answer: a key typed at the end of the query filters only
 * the rows the last query found, not the whole list again. The same rows and query give the
 * same answer as filterByWords.
 */
export function createFilteredRows<Row extends Searchable>() {
  let last: { rows: readonly Row[]; query: string; found: Row[] } | undefined;
  return function filteredRows(rows: readonly Row[], query: string): readonly Row[] {
    if (query.trim() === '') return rows;
    const from = last?.rows === rows && narrows(query, last.query) ? last.found : rows;
    last = { rows, query, found: filterByWords(from as Row[], query) };
    return last.found;
  };
}

/**
 * The rows that match the query (filterByWords), narrowed from the last answer while the query
 * only grows. The page applies a query after the keystroke has painted (use-after-paint.ts).
 */
export function useFilteredRows<Row extends Searchable>(
  rows: readonly Row[],
  query: string,
): readonly Row[] {
  const [filteredRows] = useState(createFilteredRows<Row>);
  return useMemo(() => filteredRows(rows, query), [filteredRows, rows, query]);
}

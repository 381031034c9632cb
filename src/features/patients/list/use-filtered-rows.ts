import { startTransition, useEffect, useMemo, useState } from 'react';
import { filterByWords, type Searchable } from '../../../ui/list/rows';
import { filterInSlices, runInSlices } from './filter-in-slices';

/**
 * Whether the rows matching `query` are among those matching `earlier`: true when it only adds
 * to it (a key typed at the end), since every word of `earlier` is then in a word of `query`.
 */
export function narrows(query: string, earlier: string): boolean {
  const before = earlier.toLowerCase();
  return before.trim() !== '' && query.toLowerCase().startsWith(before);
}

const isBlank = (query: string) => query.trim() === '';

/**
 * filterByWords, remembering its last answer: a key typed at the end of the query filters only
 * the rows the last query found, not the whole list again. The same rows and query give the
 * same answer as filterByWords.
 */
export function createFilteredRows<Row extends Searchable>() {
  let last: { rows: readonly Row[]; query: string; found: readonly Row[] } | undefined;
  /** Where `query`'s rows are to be found: among the last answer's when it only narrows it. */
  const lookIn = (rows: readonly Row[], query: string) =>
    last?.rows === rows && narrows(query, last.query) ? last.found : rows;
  /** Takes an answer found elsewhere (filterInSlices) as the last. */
  const remember = (rows: readonly Row[], query: string, found: readonly Row[]) => {
    last = { rows, query, found };
    return found;
  };
  const filteredRows = (rows: readonly Row[], query: string): readonly Row[] => {
    if (isBlank(query)) return rows;
    if (last?.rows === rows && last.query === query) return last.found;
    return remember(rows, query, filterByWords(lookIn(rows, query) as Row[], query));
  };
  return { filteredRows, lookIn, remember };
}

/** The query whose rows the list shows, and those rows. */
export interface ShownRows<Row> {
  query: string;
  rows: readonly Row[];
}

/**
 * The rows that match the query (filterByWords). A new query is looked for a slice per task
 * (filter-in-slices.ts), among the last answer's rows while the query only grows, and shown
 * once found: until then the list shows the last query's rows, so a key pressed meanwhile
 * shows at once. Rows that change under a query (a page arriving, another order) are filtered
 * at once; a cleared query shows every row at once.
 */
export function useFilteredRows<Row extends Searchable>(
  rows: readonly Row[],
  query: string,
): ShownRows<Row> {
  const [filter] = useState(createFilteredRows<Row>);
  const [foundFor, setFoundFor] = useState(query);
  // State adjusted while rendering: a cleared query needs no search.
  if (isBlank(query) && foundFor !== query) setFoundFor(query);
  const shownQuery = isBlank(query) ? query : foundFor;
  const shown = useMemo(() => filter.filteredRows(rows, shownQuery), [filter, rows, shownQuery]);

  useEffect(() => {
    if (shownQuery === query) return;
    const from = filter.lookIn(rows, query);
    return runInSlices(
      (hasTime) => filterInSlices(from, query, hasTime),
      (answer) => {
        filter.remember(rows, query, answer);
        startTransition(() => setFoundFor(query));
      },
    );
  }, [filter, rows, query, shownQuery]);

  return { query: shownQuery, rows: shown };
}

/**
 * Sorting and filtering of a list on screen, kept pure (no React) so a long list stays cheap
 * to test. Each row carries its lower-cased search text, built once per list rather than per
 * keystroke.
 */
export type SortDirection = 'asc' | 'desc';

export interface Sort<Key extends string> {
  key: Key;
  direction: SortDirection;
}

/** A direction in the words aria-sort uses for it. */
export const directionWords: Record<SortDirection, string> = {
  asc: 'ascending',
  desc: 'descending',
};

export interface Searchable {
  searchText: string;
}

/** The text a filter looks in: the given values, lower-cased, one per line. */
export function searchTextOf(...values: (string | number | undefined)[]): string {
  return values
    .map((value) => String(value ?? ''))
    .join('\n')
    .toLowerCase();
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The rows in order of one value: text ignoring case with numbers in order, numbers by size.
 * Rows without the value sort last whichever way. The given list is not reordered.
 */
export function sortBy<Row>(
  rows: readonly Row[],
  valueOf: (row: Row) => string | number | undefined,
  direction: SortDirection,
): Row[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = valueOf(a) ?? '';
    const y = valueOf(b) ?? '';
    if (x === '' || y === '') return x !== '' ? -1 : y !== '' ? 1 : 0;
    if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
    return sign * collator.compare(String(x), String(y));
  });
}

/**
 * Whether a row's search text holds every word of the query, ignoring case; undefined for a
 * query of no words, which every row matches.
 */
export function wordsMatcher(query: string): ((row: Searchable) => boolean) | undefined {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  return (row) => words.every((word) => row.searchText.includes(word));
}

/** The rows whose search text holds every word of the query, ignoring case. */
export function filterByWords<Row extends Searchable>(rows: Row[], query: string): Row[] {
  const matches = wordsMatcher(query);
  return matches ? rows.filter(matches) : rows;
}

/** The sort after a click on a column: that column ascending, or the other way on a second click. */
export function nextSort<Key extends string>(current: Sort<Key>, key: Key): Sort<Key> {
  return {
    key,
    direction: current.key === key && current.direction === 'asc' ? 'desc' : 'asc',
  };
}

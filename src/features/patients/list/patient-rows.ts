/** The patient list's rows: its search text, its sort keys, and whether it carries names. */
import type { PatientListItem } from '../../../api/schemas';
import {
  filterByWords,
  searchTextOf,
  sortBy,
  type Searchable,
  type SortDirection,
} from '../../../ui/list/rows';

export type SortKey = 'email' | 'name';

export interface PatientRow extends PatientListItem, Searchable {}

/**
 * True when the list carries names. The list shape of docs/product.md, "Calls", is uuid and
 * email only, so a backend that sends no names gets no Name column and no sorting or filtering by name.
 */
export function hasNames(patients: readonly PatientListItem[]): boolean {
  return patients.some((patient) => Boolean(patient.name?.trim()));
}

export function toRows(patients: readonly PatientListItem[]): PatientRow[] {
  return patients.map((p) => ({ ...p, searchText: searchTextOf(p.name, p.email) }));
}

/** Patients without a name sort last whichever way the column is sorted. */
export function sortRows(
  rows: readonly PatientRow[],
  key: SortKey,
  direction: SortDirection,
): PatientRow[] {
  return sortBy(rows, (row) => row[key], direction);
}

export const filterRows = filterByWords<PatientRow>;

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Whether row a sorts no later than row b: sortRows's order (sortBy, ui/list/rows.ts, for the
 * text of one column) as a test of two rows, which the merge needs; the tests hold the two to
 * the same order.
 */
function notAfter(key: SortKey, direction: SortDirection) {
  const sign = direction === 'asc' ? 1 : -1;
  return (a: PatientRow, b: PatientRow) => {
    const x = a[key] ?? '';
    const y = b[key] ?? '';
    if (x === '' || y === '') return x !== '' || y === '';
    return sign * collator.compare(x, y) <= 0;
  };
}

/**
 * `later`, sorted, merged into `sorted`: as sorting both together would, with a row of `sorted`
 * before an equal one of `later`. Each row of `later` finds its place by a search that
 * gallops on from the last one's, so a page of 2,000 joins 100,000 rows with about 15,000
 * comparisons rather than 100,000.
 */
export function mergeRows(
  sorted: readonly PatientRow[],
  later: readonly PatientRow[],
  key: SortKey,
  direction: SortDirection,
): PatientRow[] {
  const inOrder = notAfter(key, direction);
  const merged: PatientRow[] = [];
  let from = 0;
  for (const row of later) {
    // The first row of sorted[from..] after `row`: gallop to a range, then halve it.
    let low = from;
    let step = 1;
    while (low + step <= sorted.length && inOrder(sorted[low + step - 1]!, row)) {
      low += step;
      step *= 2;
    }
    let high = Math.min(low + step - 1, sorted.length);
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (inOrder(sorted[middle]!, row)) low = middle + 1;
      else high = middle;
    }
    for (let index = from; index < low; index += 1) merged.push(sorted[index]!);
    merged.push(row);
    from = low;
  }
  for (let index = from; index < sorted.length; index += 1) merged.push(sorted[index]!);
  return merged;
}

/**
 * The list's rows in order, kept as the list grows page by page (api/patient-pages.ts): the
 * patients of the new pages become rows once, are sorted among themselves and merged in,
 * rather than the whole list being made into rows and sorted again. For the same patients and
 * order it gives the same rows as sortRows(toRows(patients)); a list that is not the last one
 * grown (a refresh, another order) is sorted afresh.
 */
export function createSortedRows() {
  let patients: readonly PatientListItem[] = [];
  let rows: PatientRow[] = [];
  let sorted: PatientRow[] = [];
  let order = '';

  /** Whether `next` is `patients` with more after them: a page's patients are kept as they were. */
  const grew = (next: readonly PatientListItem[]) =>
    next.length >= patients.length &&
    next[0] === patients[0] &&
    next[patients.length - 1] === patients[patients.length - 1];

  return function sortedRows(
    next: readonly PatientListItem[],
    key: SortKey,
    direction: SortDirection,
  ): PatientRow[] {
    const sameOrder = order === `${key} ${direction}`;
    if (next === patients && sameOrder) return sorted;
    if (grew(next)) {
      const added = toRows(next.slice(patients.length));
      rows = rows.concat(added);
      sorted = sameOrder
        ? mergeRows(sorted, sortRows(added, key, direction), key, direction)
        : sortRows(rows, key, direction);
    } else {
      rows = toRows(next);
      sorted = sortRows(rows, key, direction);
    }
    patients = next;
    order = `${key} ${direction}`;
    return sorted;
  };
}

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
 * True when the list carries names. The list shape of docs/product.md section 7 is uuid and
 * email only, so a backend that sends no names gets no Name column and no sorting or filtering by name.
 */
export function hasNames(patients: readonly PatientListItem[]): boolean {
  return patients.some((patient) => Boolean(patient.name?.trim()));
}

export function toRows(patients: PatientListItem[]): PatientRow[] {
  return patients.map((p) => ({ ...p, searchText: searchTextOf(p.name, p.email) }));
}

/** Patients without a name sort last whichever way the column is sorted. */
export function sortRows(rows: PatientRow[], key: SortKey, direction: SortDirection): PatientRow[] {
  return sortBy(rows, (row) => row[key], direction);
}

export const filterRows = filterByWords<PatientRow>;

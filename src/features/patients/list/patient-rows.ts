/** Filtering and sorting of the patient list, kept pure so 10,000 rows stay cheap to test. */
import type { PatientListItem } from '../../../api/schemas';

export type SortKey = 'email' | 'name';
export type SortDirection = 'asc' | 'desc';

export interface PatientRow extends PatientListItem {
  /** Lower-cased name and email, built once per list rather than per keystroke. */
  searchText: string;
}

/**
 * True when the list carries names. The spec's list shape is uuid and email only, so a
 * backend that sends no names gets no Name column and no sorting or filtering by name.
 */
export function hasNames(patients: readonly PatientListItem[]): boolean {
  return patients.some((patient) => Boolean(patient.name?.trim()));
}

export function toRows(patients: PatientListItem[]): PatientRow[] {
  return patients.map((p) => ({ ...p, searchText: `${p.name ?? ''}\n${p.email}`.toLowerCase() }));
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function sortRows(rows: PatientRow[], key: SortKey, direction: SortDirection): PatientRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  // Patients without a name sort last whichever way the column is sorted.
  return [...rows].sort((a, b) => {
    const x = a[key] ?? '';
    const y = b[key] ?? '';
    if (!x || !y) return x ? -1 : y ? 1 : 0;
    return sign * collator.compare(x, y);
  });
}

export function filterRows(rows: PatientRow[], query: string): PatientRow[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => words.every((word) => row.searchText.includes(word)));
}

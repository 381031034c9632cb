import { describe, expect, it } from 'vitest';
import {
  createSortedRows,
  filterRows,
  hasNames,
  mergeRows,
  sortRows,
  toRows,
  type SortKey,
} from './patient-rows';

const rows = toRows([
  { uuid: '1', email: 'zoe@example.com', name: 'Zoe Adams' },
  { uuid: '2', email: 'amy@example.com', name: 'amy Brown' },
  { uuid: '3', email: 'kim@example.com' },
  { uuid: '4', email: 'patient10@example.com', name: 'Patient 10' },
  { uuid: '5', email: 'patient9@example.com', name: 'Patient 9' },
]);

const uuids = (list: { uuid: string }[]) => list.map((r) => r.uuid);

describe('patient rows', () => {
  it('sorts by name ignoring case, numbers in order, unnamed last', () => {
    expect(uuids(sortRows(rows, 'name', 'asc'))).toEqual(['2', '5', '4', '1', '3']);
    expect(uuids(sortRows(rows, 'name', 'desc'))).toEqual(['1', '4', '5', '2', '3']);
  });

  it('sorts by email', () => {
    expect(uuids(sortRows(rows, 'email', 'asc'))).toEqual(['2', '3', '5', '4', '1']);
  });

  it('filters on name and email, every word, ignoring case', () => {
    expect(uuids(filterRows(rows, 'ZOE'))).toEqual(['1']);
    expect(uuids(filterRows(rows, 'kim@'))).toEqual(['3']);
    expect(uuids(filterRows(rows, 'patient 9'))).toEqual(['5']);
    expect(uuids(filterRows(rows, '  '))).toEqual(uuids(rows));
    expect(filterRows(rows, 'nobody')).toEqual([]);
  });

  it('says whether the list carries names: any row with a non-empty one', () => {
    expect(hasNames(rows)).toBe(true);
    expect(hasNames([{ uuid: '1', email: 'a@example.com' }])).toBe(false);
    expect(hasNames([{ uuid: '1', email: 'a@example.com', name: '  ' }])).toBe(false);
    expect(hasNames([])).toBe(false);
  });

  it('does not reorder the list it was given', () => {
    sortRows(rows, 'name', 'asc');
    expect(uuids(rows)).toEqual(['1', '2', '3', '4', '5']);
  });

  describe('as the list grows page by page', () => {
    // Names and emails that order differently by code point and by the list's rule: case,
    // numbers, accents, blanks, and equal values whose first comer must stay first.
    const patients = [
      { uuid: 'a', email: 'b10@example.com', name: 'Émilie Roy' },
      { uuid: 'b', email: 'B9@example.com' },
      { uuid: 'c', email: 'a@example.com', name: 'zoe' },
      { uuid: 'd', email: 'c@example.com', name: 'Zoe' },
      { uuid: 'e', email: 'a@example.com', name: '' },
      { uuid: 'f', email: 'patient10@example.com', name: 'Patient 10' },
      { uuid: 'g', email: 'patient9@example.com', name: 'Patient 9' },
      { uuid: 'h', email: 'ümit@example.com', name: 'emilie roy' },
      { uuid: 'i', email: 'z@example.com', name: 'Amy' },
      { uuid: 'j', email: 'A@example.com', name: 'amy' },
    ];
    const orders = (['email', 'name'] as SortKey[]).flatMap((key) =>
      (['asc', 'desc'] as const).map((direction) => [key, direction] as const),
    );

    it.each(orders)('merges a page by %s %s as sorting them together would', (key, direction) => {
      for (let split = 0; split <= patients.length; split += 1) {
        const earlier = sortRows(toRows(patients.slice(0, split)), key, direction);
        const later = sortRows(toRows(patients.slice(split)), key, direction);
        expect(uuids(mergeRows(earlier, later, key, direction))).toEqual(
          uuids(sortRows(toRows(patients), key, direction)),
        );
      }
    });

    it.each(orders)('keeps the rows by %s %s as pages arrive', (key, direction) => {
      const sortedRows = createSortedRows();
      for (const end of [2, 3, 7, 10]) {
        const loaded = patients.slice(0, end);
        expect(uuids(sortedRows(loaded, key, direction))).toEqual(
          uuids(sortRows(toRows(loaded), key, direction)),
        );
      }
    });

    it('gives the same rows for the same patients and order, and sorts afresh otherwise', () => {
      const sortedRows = createSortedRows();
      const first = sortedRows(patients, 'email', 'asc');
      expect(sortedRows(patients, 'email', 'asc')).toBe(first);
      expect(uuids(sortedRows(patients, 'name', 'desc'))).toEqual(
        uuids(sortRows(toRows(patients), 'name', 'desc')),
      );
      const refreshed = patients.map((patient) => ({ ...patient })).reverse();
      expect(uuids(sortedRows(refreshed, 'name', 'desc'))).toEqual(
        uuids(sortRows(toRows(refreshed), 'name', 'desc')),
      );
    });
  });
});

import { describe, expect, it } from 'vitest';
import { filterRows, hasNames, sortRows, toRows } from './patient-rows';

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
});

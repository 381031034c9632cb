import { describe, expect, it } from 'vitest';
import { filterByWords, nextSort, searchTextOf, sortBy } from './rows';

const rows = [
  { id: 10, name: 'Clinic 10', searchText: searchTextOf(10, 'Clinic 10', 'c10') },
  { id: 9, name: 'clinic 9', searchText: searchTextOf(9, 'clinic 9', 'C9') },
  { id: 2, name: '', searchText: searchTextOf(2, undefined, 'none') },
];
const ids = (list: { id: number }[]) => list.map((row) => row.id);

describe('list rows', () => {
  it('sorts numbers by size and text ignoring case with numbers in order', () => {
    expect(ids(sortBy(rows, (row) => row.id, 'asc'))).toEqual([2, 9, 10]);
    expect(ids(sortBy(rows, (row) => row.id, 'desc'))).toEqual([10, 9, 2]);
    expect(ids(sortBy(rows, (row) => row.name, 'asc'))).toEqual([9, 10, 2]);
  });

  it('keeps rows without the value last either way', () => {
    expect(ids(sortBy(rows, (row) => row.name, 'desc'))).toEqual([10, 9, 2]);
  });

  it('filters on every word of the search text, ignoring case; an empty query keeps all', () => {
    expect(ids(filterByWords(rows, 'CLINIC 9'))).toEqual([9]);
    expect(ids(filterByWords(rows, 'c10'))).toEqual([10]);
    expect(ids(filterByWords(rows, ' '))).toEqual([10, 9, 2]);
  });

  it('sorts a newly clicked column ascending, and the other way on a second click', () => {
    expect(nextSort({ key: 'id', direction: 'desc' }, 'name')).toEqual({
      key: 'name',
      direction: 'asc',
    });
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({
      key: 'name',
      direction: 'desc',
    });
  });
});

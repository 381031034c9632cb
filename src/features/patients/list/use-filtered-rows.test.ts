import { describe, expect, it } from 'vitest';
import { filterByWords } from '../../../ui/list/rows';
import { toRows } from './patient-rows';
import { createFilteredRows, narrows } from './use-filtered-rows';

const rows = toRows([
  { uuid: '1', email: 'olivia.patel@example.com', name: 'Olivia Patel' },
  { uuid: '2', email: 'oliver@example.com', name: 'Oliver Stone' },
  { uuid: '3', email: 'kim@example.com', name: 'Kim Lee' },
  { uuid: '4', email: 'pat@example.com' },
]);

describe('filtering as the query is typed', () => {
  it('finds what filterByWords finds, key after key, back and forth', () => {
    const filteredRows = createFilteredRows<(typeof rows)[number]>();
    for (const query of [
      'o',
      'ol',
      'oli',
      'olivia',
      'olivia ',
      'olivia p',
      'oliv',
      'K',
      'kim x',
      '',
    ]) {
      expect(filteredRows(rows, query)).toEqual(filterByWords(rows, query));
    }
  });

  it('looks again in the whole list when the rows are new', () => {
    const filteredRows = createFilteredRows<(typeof rows)[number]>();
    expect(filteredRows(rows.slice(0, 1), 'ol')).toHaveLength(1);
    expect(filteredRows(rows, 'oli')).toEqual(filterByWords(rows, 'oli'));
  });

  it('narrows only from a query the new one starts with, ignoring case', () => {
    expect(narrows('olivia', 'oli')).toBe(true);
    expect(narrows('Olivia P', 'olivia')).toBe(true);
    expect(narrows('oli', 'olivia')).toBe(false);
    expect(narrows('kim', 'oli')).toBe(false);
    expect(narrows('oli', '')).toBe(false);
    expect(narrows('oli', ' ')).toBe(false);
  });
});

import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { filterByWords } from '../../../ui/list/rows';
import { toRows, type PatientRow } from './patient-rows';
import { createFilteredRows, narrows, useFilteredRows } from './use-filtered-rows';

const rows = toRows([
  { uuid: '1', email: 'olivia.patel@example.com', name: 'Olivia Patel' },
  { uuid: '2', email: 'oliver@example.com', name: 'Oliver Stone' },
  { uuid: '3', email: 'kim@example.com', name: 'Kim Lee' },
  { uuid: '4', email: 'pat@example.com' },
]);

describe('filtering as the query is typed', () => {
  it('finds what filterByWords finds, key after key, back and forth', () => {
    const { filteredRows } = createFilteredRows<(typeof rows)[number]>();
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
    const { filteredRows } = createFilteredRows<(typeof rows)[number]>();
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

describe('useFilteredRows', () => {
  const render = (initial: { rows: readonly PatientRow[]; query: string }) =>
    renderHook(({ rows, query }) => useFilteredRows(rows, query), { initialProps: initial });

  it('shows the last query’s rows until the new one’s are found, then those', async () => {
    const hook = render({ rows, query: '' });
    expect(hook.result.current).toEqual({ query: '', rows });
    hook.rerender({ rows, query: 'oli' });
    expect(hook.result.current).toEqual({ query: '', rows });
    await waitFor(() =>
      expect(hook.result.current).toEqual({ query: 'oli', rows: filterByWords(rows, 'oli') }),
    );
  });

  it('shows every row at once when the query is cleared', async () => {
    const hook = render({ rows, query: 'kim' });
    await waitFor(() => expect(hook.result.current.query).toBe('kim'));
    hook.rerender({ rows, query: ' ' });
    expect(hook.result.current).toEqual({ query: ' ', rows });
  });

  it('filters rows that change under the query at once', async () => {
    const hook = render({ rows: rows.slice(0, 2), query: 'oli' });
    await waitFor(() => expect(hook.result.current.rows).toHaveLength(2));
    hook.rerender({ rows, query: 'oli' });
    expect(hook.result.current).toEqual({ query: 'oli', rows: filterByWords(rows, 'oli') });
  });
});

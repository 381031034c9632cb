import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Sorts `table` by `column` twice and checks what a screen reader is told: the sort button's
 * name says the direction, `unsorted` goes back to its bare name, and each new sort is said in
 * a status region that was in the page before the first one (screen readers announce only a
 * change to a region they already know).
 */
export async function expectSortAnnounced(
  user: UserEvent,
  table: HTMLElement,
  { column, unsorted }: { column: string; unsorted: string },
) {
  const regions = screen.getAllByRole('status');
  await user.click(within(table).getByRole('button', { name: column }));
  const sortStatus = screen.getByText(`Sorted by ${column}, ascending`);
  expect(sortStatus).toHaveRole('status');
  expect(regions).toContain(sortStatus);
  expect(within(table).getByRole('button', { name: `${column}, sorted ascending` })).toBeVisible();
  expect(within(table).getByRole('button', { name: unsorted })).toBeVisible();

  await user.click(within(table).getByRole('button', { name: `${column}, sorted ascending` }));
  expect(sortStatus).toHaveTextContent(`Sorted by ${column}, descending`);
  expect(within(table).getByRole('button', { name: `${column}, sorted descending` })).toBeVisible();
}

/** Test helpers for the states every list and detail page has (ui/PageState). */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { expect } from 'vitest';
import { server } from '../src/mocks/node';

/** A GET of `url` that never answers, so the page stays loading. */
export const neverAnswers = (url: string) => http.get(url, () => new Promise<never>(() => {}));

/**
 * Checks the words of the page's failure alert, then clicks its "Try again" with the mock
 * API answering as usual again.
 */
export async function retryAfterFailure(app: { user: UserEvent }, words: string | RegExp) {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(words);
  server.resetHandlers();
  await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
}

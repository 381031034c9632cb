import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/render-app';
import { tablet as en } from '../../domain/texts/en/tablet';
import { errorPageTexts as errorMessages } from '../../domain/texts/error-page';
import { tablet as es } from '../../domain/texts/es/tablet';

// A screen that fails as it renders, and a screen whose code cannot be loaded (a chunk lost
// to a new deployment, the network gone).
vi.mock('./consent/LegalReaderPage', () => ({
  Component: () => {
    throw new Error('The reader broke');
  },
}));
vi.mock('./chat/ChatPage', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const english = Object.values(errorMessages.en).filter(
  (text): text is string => typeof text === 'string' && text !== 'Error',
);

/** The tablet's welcome screen, in `language`. */
async function openTablet(language: 'en' | 'es') {
  const app = renderApp('/welcome', 'provider');
  await screen.findByRole('heading', { name: en.welcome.title });
  if (language === 'es') await app.user.click(screen.getByRole('button', { name: 'Español' }));
  // React reports the errors the route's error element catches.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return app;
}

/** The tablet's error page in Spanish, inside the tablet, and its way back to the welcome. */
async function expectSpanishError(app: ReturnType<typeof renderApp>) {
  const words = errorMessages.es;
  expect(await screen.findByRole('heading', { name: words.title })).toBeVisible();
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(words.text);
  expect(alert).toHaveTextContent(words.tryAgain);
  for (const text of english) expect(alert).not.toHaveTextContent(text);
  // The title follows the screen in an effect: wait for it rather than read it the same instant.
  await waitFor(() => expect(document.title).toBe(`ContraRx - ${words.pageTitle}`));
  expect(document.documentElement.lang).toBe('es');
  // The patient's turn goes on: the tablet's header, in her language, is still there.
  expect(screen.getByRole('button', { name: es.tablet.staffReturn })).toBeVisible();

  await app.user.click(within(alert).getByRole('link', { name: words.start }));
  await waitFor(() => expect(app.pathname()).toBe('/welcome'));
  expect(await screen.findByRole('heading', { name: es.welcome.title })).toBeVisible();
}

describe('a tablet screen that fails', () => {
  it('says so in Spanish when it breaks as it shows', async () => {
    const app = await openTablet('es');
    await app.user.click(screen.getByRole('link', { name: es.welcome.start }));
    await screen.findByRole('heading', { name: es.legal.title });
    await app.user.click(screen.getByRole('link', { name: es.legal.sections.privacy.readFull }));
    await expectSpanishError(app);
  });

  it('says so in Spanish when its code cannot be loaded', async () => {
    const app = await openTablet('es');
    await app.user.click(screen.getByRole('link', { name: es.welcome.start }));
    for (const step of [0, 1]) {
      await screen.findByText(es.legal.step(step + 1, 2));
      for (const toggle of screen.getAllByRole('switch')) await app.user.click(toggle);
      await app.user.click(screen.getByRole('link', { name: es.legal.next }));
    }
    await waitFor(() => expect(app.pathname()).toBe('/intake/chat'));
    await expectSpanishError(app);
  });

  it('says so in the spec’s English when English is the language, with the way back', async () => {
    const app = await openTablet('en');
    await app.user.click(screen.getByRole('link', { name: en.welcome.start }));
    await screen.findByRole('heading', { name: en.legal.title });
    await app.user.click(screen.getByRole('link', { name: en.legal.sections.privacy.readFull }));
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeVisible();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Sorry, an unexpected error has occurred.');
    expect(alert).toHaveTextContent('Reload the page to try again.');
    expect(alert).not.toHaveTextContent(errorMessages.es.text);
    await waitFor(() => expect(document.title).toBe('ContraRx - Error'));
    await app.user.click(within(alert).getByRole('link', { name: 'Go to start' }));
    expect(await screen.findByRole('heading', { name: en.welcome.title })).toBeVisible();
  });
});

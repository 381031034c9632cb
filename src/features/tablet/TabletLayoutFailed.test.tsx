import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/render-app';
import { errorPageTexts as errorMessages } from '../../domain/texts/error-page';

// The tablet's own code cannot be loaded: no patient has chosen a language yet.
vi.mock('./TabletLayout', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('the tablet, when its own code cannot be loaded', () => {
  it('says so in English and in Spanish, with the way back to its start', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/welcome', 'provider');
    const es = errorMessages.es;
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeVisible();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Sorry, an unexpected error has occurred.');
    expect(alert).toHaveTextContent('Reload the page to try again.');
    const spanish = within(alert).getByText(es.title).closest('p')!;
    expect(spanish).toHaveAttribute('lang', 'es');
    expect(spanish).toHaveTextContent(es.text);
    expect(spanish).toHaveTextContent(es.tryAgain);
    const start = within(alert).getByRole('link', { name: /^Go to start/ });
    expect(within(start).getByText(es.start, { exact: false })).toHaveAttribute('lang', 'es');
    expect(start).toHaveAttribute('href', '/welcome');
    await waitFor(() => expect(document.title).toBe('ContraRx - Error'));
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../tests/render-app';

describe('the welcome screen', () => {
  it('leaves no link that leaves the app or opens a new tab', async () => {
    renderApp('/welcome', 'provider');
    await screen.findByRole('heading', { name: 'Welcome!' });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/legal/1']);
    for (const link of links) expect(link).not.toHaveAttribute('target');
  });

  it('greets the patient, offers English and Spanish, and leads to the first legal step', async () => {
    const app = renderApp('/welcome', 'provider');
    // The first screen of a test file waits for its lazy modules.
    expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Partner clinic logo' })).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('ContraRx - Welcome');
    // The time the chat takes a typical patient (docs/patient-wording.md, "How long the chat takes").
    expect(screen.getByText('It takes about 15 minutes. Your answers are private.')).toBeVisible();

    await app.user.click(screen.getByRole('button', { name: 'Español' }));
    expect(screen.getByRole('heading', { name: '¡Le damos la bienvenida!' })).toBeVisible();
    expect(screen.getByText('Toma unos 15 minutos. Sus respuestas son privadas.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('es');
    // The tab's title in the patient's language too.
    expect(document.title).toBe('ContraRx - Bienvenida');

    await app.user.click(screen.getByRole('link', { name: '¡Vamos!' }));
    await waitFor(() => expect(app.pathname()).toBe('/legal/1'));
    expect(await screen.findByRole('heading', { name: 'Antes de empezar' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Política de privacidad' })).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Acepto: Política de privacidad' })).toBeEnabled();
    expect(screen.getByRole('switch', { name: 'Acepto: Términos y condiciones' })).toBeEnabled();
    expect(document.title).toBe('ContraRx - Información legal, paso 1 de 2');

    await app.user.click(screen.getByRole('button', { name: 'English' }));
    expect(document.title).toBe('ContraRx - Legal information, step 1 of 2');
  });

  it('asks for a staff member to sign in when no one is signed in', async () => {
    const app = renderApp('/welcome');
    expect(
      await screen.findByRole('heading', { name: 'Ask a staff member to start the tablet' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Staff: return to dashboard' })).toBeNull();
    await app.user.click(screen.getByRole('link', { name: 'Staff sign in' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
  });
});

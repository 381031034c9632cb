import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../tests/render-app';

type App = ReturnType<typeof renderApp>;

const region = (statement: string) => screen.getByRole('region', { name: statement });
const toggle = (statement: string) => within(region(statement)).getByRole('switch');

async function openStep(path = '/legal/1') {
  const app = renderApp(path, 'provider');
  // The first screen of a test file waits for its lazy modules.
  await screen.findByText(/^(Step|Paso) \d of 2$/, {});
  return app;
}

/** Every link on the screen stays in the app and in this tab. */
function expectLinksInApp() {
  for (const link of screen.queryAllByRole('link')) {
    expect(link).not.toHaveAttribute('target');
    expect(link.getAttribute('href')).toMatch(/^\/(?!\/)/);
  }
}

async function readerHeading(name: string) {
  const heading = await screen.findByRole('heading', { level: 1, name });
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
}

async function tapBack(app: App, name = 'Back') {
  await app.user.click(screen.getByRole('button', { name }));
}

describe('the full text of a legal statement', () => {
  it('opens inside the tablet from its step, and Back returns with the switches as they were', async () => {
    const app = await openStep();
    expectLinksInApp();
    await app.user.click(toggle('Privacy Policy'));

    await app.user.click(
      within(region('Terms & Conditions')).getByRole('link', {
        name: 'Read full Terms & Conditions',
      }),
    );
    await waitFor(() => expect(app.pathname()).toBe('/legal/1/read/terms'));
    await readerHeading('Terms & Conditions');
    expect(screen.getByText('Step 1 of 2')).toBeVisible();
    expect(screen.getByText('Placeholder text')).toBeVisible();
    expect(screen.getByText(/^This is placeholder text, not the clinic’s Terms/)).toBeVisible();
    expect(screen.getByText(/^They will describe what this service offers/)).toBeVisible();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(document.title).toBe('ContraRx - Terms & Conditions');
    expectLinksInApp();

    await tapBack(app);
    await waitFor(() => expect(app.pathname()).toBe('/legal/1'));
    await screen.findByText('Step 1 of 2');
    expect(toggle('Privacy Policy')).toBeChecked();
    expect(toggle('Terms & Conditions')).not.toBeChecked();
    // The focus is back where the patient left: the link of the text just read.
    await waitFor(() =>
      expect(
        within(region('Terms & Conditions')).getByRole('link', { name: /Read full/ }),
      ).toHaveFocus(),
    );
    expect(document.title).toBe('ContraRx - Legal information, step 1 of 2');

    // Back went back in history, as the browser's Back would: the reader is the entry ahead.
    await act(() => app.router.navigate(1));
    await waitFor(() => expect(app.pathname()).toBe('/legal/1/read/terms'));
  });

  it('reads in Spanish when Spanish is chosen, and keeps the step’s switches on', async () => {
    const app = renderApp('/welcome', 'provider');
    await screen.findByRole('heading', { name: 'Welcome!' });
    await app.user.click(screen.getByRole('button', { name: 'Español' }));
    await app.user.click(screen.getByRole('link', { name: '¡Vamos!' }));
    await screen.findByText('Paso 1 de 2');
    await app.user.click(toggle('Política de privacidad'));
    await app.user.click(toggle('Términos y condiciones'));

    await app.user.click(screen.getByRole('link', { name: 'Leer toda la política de privacidad' }));
    await readerHeading('Política de privacidad');
    expect(screen.getByText('Paso 1 de 2')).toBeVisible();
    expect(screen.getByText('Texto provisional')).toBeVisible();
    expect(
      screen.getByText(/^Este es un texto provisional, no la política de privacidad/),
    ).toBeVisible();
    expect(screen.queryByText(/placeholder/i)).toBeNull();
    expect(document.title).toBe('ContraRx - Política de privacidad');

    await tapBack(app, 'Volver');
    await screen.findByText('Paso 1 de 2');
    expect(app.pathname()).toBe('/legal/1');
    expect(toggle('Política de privacidad')).toBeChecked();
    expect(toggle('Términos y condiciones')).toBeChecked();
    expect(screen.getByRole('link', { name: '¡Vamos!' })).toBeVisible();
  });

  it('opens from the second step, and an address typed in goes back to its step', async () => {
    const app = await openStep();
    await app.user.click(toggle('Privacy Policy'));
    await app.user.click(toggle('Terms & Conditions'));
    await app.user.click(screen.getByRole('link', { name: 'Let’s Go' }));
    await screen.findByText('Step 2 of 2');
    await app.user.click(toggle('HIPAA Statement'));

    await act(() => app.router.navigate('/legal/2/read/disclosure'));
    await readerHeading('Consent for Disclosure');
    await tapBack(app);
    await waitFor(() => expect(app.pathname()).toBe('/legal/2'));
    expect(toggle('HIPAA Statement')).toBeChecked();
    expect(toggle('Consent for Disclosure')).not.toBeChecked();
  });

  it('of a later step, opened before the earlier step is accepted, goes to that step', async () => {
    const app = renderApp('/legal/2/read/hipaa', 'provider');
    await screen.findByText('Step 1 of 2', {});
    expect(app.pathname()).toBe('/legal/1');
  });

  it.each([
    ['/legal/1/read/nonsense', '/legal/1'],
    // A statement of another step is not this step's.
    ['/legal/1/read/hipaa', '/legal/1'],
    ['/legal/1/read/__proto__', '/legal/1'],
    ['/legal/1/read/%F0%9F%92%A5', '/legal/1'],
    ['/legal/7/read/privacy', '/legal/1'],
    ['/legal/one/read/privacy', '/legal/1'],
  ])('says %s is not found, with Back to %s', async (path, step) => {
    const app = renderApp(path, 'provider');
    await readerHeading('Text not found');
    expect(screen.getByText(/This text is not available/)).toBeVisible();
    expect(document.title).toBe('ContraRx - Text not found');
    await tapBack(app);
    await waitFor(() => expect(app.pathname()).toBe(step));
    expect(await screen.findByText('Step 1 of 2')).toBeVisible();
  });
});

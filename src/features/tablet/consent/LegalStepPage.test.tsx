import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../tests/render-app';
import { legalSteps } from '../legal-steps';
import { languageNames } from '../../../domain/texts/language';
import { tabletTexts as messages } from '../../../domain/texts/tablet';

const GO = 'Let’s Go';
const toggle = (statement: string) =>
  within(screen.getByRole('region', { name: statement })).getByRole('switch');
const go = () => screen.queryByRole('link', { name: GO });

describe('the legal steps', () => {
  it('show each statement with its placeholder text, full-text link and toggle', async () => {
    renderApp('/legal/1', 'provider');
    expect(await screen.findByRole('heading', { name: 'Before we start' })).toBeVisible();
    expect(screen.getByText('Step 1 of 2')).toBeVisible();
    for (const [statement, id] of [
      ['Privacy Policy', 'privacy'],
      ['Terms & Conditions', 'terms'],
    ] as const) {
      const region = screen.getByRole('region', { name: statement });
      expect(within(region).getByText(/This is placeholder text\./)).toBeVisible();
      // The full text is read inside the tablet flow, never in a new tab.
      const link = within(region).getByRole('link', { name: `Read full ${statement}` });
      expect(link).not.toHaveAttribute('target');
      expect(link).toHaveAttribute('href', `/legal/1/read/${id}`);
      expect(
        within(region).getByRole('switch', { name: `I agree: ${statement}` }),
      ).not.toBeChecked();
    }
  });

  it('keep “Let’s Go” invisible and inert until every toggle of the step is on', async () => {
    const app = renderApp('/legal/1', 'provider');
    await screen.findByRole('heading', { name: 'Before we start' });
    const hidden = screen.getByText(GO).closest('a')!;
    expect(go()).toBeNull();
    expect(hidden).toHaveStyle({ visibility: 'hidden' });
    expect(hidden).toHaveAttribute('inert');

    await app.user.click(toggle('Privacy Policy'));
    expect(go()).toBeNull();
    await app.user.click(toggle('Terms & Conditions'));
    expect(go()).toBeVisible();

    // Turning a toggle off hides it again.
    await app.user.click(toggle('Privacy Policy'));
    expect(go()).toBeNull();
    await app.user.click(toggle('Privacy Policy'));

    await app.user.click(go()!);
    await waitFor(() => expect(app.pathname()).toBe('/legal/2'));
    expect(await screen.findByText('Step 2 of 2')).toBeVisible();
    expect(go()).toBeNull();
    await app.user.click(toggle('Consent for Disclosure'));
    expect(
      within(screen.getByRole('region', { name: 'HIPAA Statement' })).getByRole('switch', {
        name: 'I understand: HIPAA Statement',
      }),
    ).toBeInTheDocument();
    await app.user.click(toggle('HIPAA Statement'));
    await app.user.click(go()!);
    await waitFor(() => expect(app.pathname()).toBe('/intake/chat'));
  });

  it.each(['en', 'es'] as const)(
    'name each switch after the statement it accepts and each step apart, in %s',
    async (language) => {
      const t = messages[language];
      const app = renderApp('/legal/1', 'provider');
      await screen.findByRole('heading', { name: messages.en.legal.title });
      await app.user.click(screen.getByRole('button', { name: languageNames[language] }));
      const titles = new Set<string>();
      for (const [index, statements] of legalSteps.entries()) {
        const step = index + 1;
        await screen.findByText(t.legal.step(step, legalSteps.length));
        // Each step its own title, in the patient's language.
        const title = `ContraRx - ${t.legal.pageTitle(step, legalSteps.length)}`;
        expect(document.title).toBe(title);
        titles.add(title);
        for (const { id, toggle: words } of statements) {
          const { title: statement } = t.legal.sections[id];
          const shown = words === 'agree' ? t.legal.agree : t.legal.understand;
          // The name starts with the words shown ("I agree"), then says what is accepted.
          const name = `${shown}: ${statement}`;
          // One switch on the page has it: each is told apart by its name alone.
          const named = screen.getByRole('switch', { name });
          expect(screen.getByRole('region', { name: statement })).toContainElement(named);
          await app.user.click(named);
        }
        await app.user.click(screen.getByRole('link', { name: t.legal.next }));
      }
      expect(titles.size).toBe(legalSteps.length);
      await waitFor(() => expect(app.pathname()).toBe('/intake/chat'));
    },
  );

  it('keep the toggles on when the patient steps back to the first step', async () => {
    const app = renderApp('/legal/1', 'provider');
    await screen.findByRole('heading', { name: 'Before we start' });
    await app.user.click(toggle('Privacy Policy'));
    await app.user.click(toggle('Terms & Conditions'));
    await app.user.click(go()!);
    await screen.findByText('Step 2 of 2');
    app.router.navigate(-1);
    await screen.findByText('Step 1 of 2');
    expect(toggle('Privacy Policy')).toBeChecked();
    expect(go()).toBeVisible();
  });

  it.each([
    ['/legal/2', '/legal/1'],
    ['/intake/chat', '/legal/1'],
    ['/legal/7', '/legal/1'],
  ])('send a patient opening %s directly back to %s', async (path, step) => {
    const app = renderApp(path, 'provider');
    await waitFor(() => expect(app.pathname()).toBe(step));
    expect(await screen.findByText('Step 1 of 2')).toBeVisible();
  });

  it('send a patient who accepted step 1 and opens the chat to step 2', async () => {
    const app = renderApp('/legal/1', 'provider');
    await screen.findByRole('heading', { name: 'Before we start' });
    await app.user.click(toggle('Privacy Policy'));
    await app.user.click(toggle('Terms & Conditions'));
    await app.router.navigate('/intake/chat');
    await waitFor(() => expect(app.pathname()).toBe('/legal/2'));
  });
});

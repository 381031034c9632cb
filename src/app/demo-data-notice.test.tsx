import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAKE_PUBLISHABLE_KEY } from '../../tests/fake-clerk';
import { renderApp } from '../../tests/render-app';
import { openTabletChat } from '../../tests/tablet-chat';
import { DemoDataNotice } from '../ui/DemoDataNotice';
import { tablet as en } from '../domain/texts/en/tablet';
import { tablet as es } from '../domain/texts/es/tablet';

const PROVIDER_NOTICE = 'This is a demo: do not enter real patient data. Use made-up details only.';

afterEach(() => vi.unstubAllEnvs());

describe('the demo’s notice on its patient forms', () => {
  it('tells the provider on the patient form not to enter real patient data', async () => {
    renderApp('/d/providers/dashboard/patients/create', 'provider');
    await screen.findByRole('heading', { level: 1, name: 'New Patient' });
    expect(screen.getByRole('note')).toHaveTextContent(PROVIDER_NOTICE);
  });

  it('tells the patient on the tablet’s chat, in the language they chose', async () => {
    const app = await openTabletChat();
    expect(await screen.findByRole('note')).toHaveTextContent(en.chat.demoNotice);

    await app.user.click(screen.getByRole('button', { name: 'Español' }));
    expect(screen.getByRole('note')).toHaveTextContent(es.chat.demoNotice);
  });

  it('is not part of a connected build', () => {
    vi.stubEnv('VITE_CLERK_PUBLISHABLE_KEY', FAKE_PUBLISHABLE_KEY);
    const { container } = render(<DemoDataNotice />);
    expect(container).toBeEmptyDOMElement();
  });
});

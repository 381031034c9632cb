import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../tests/render-app';
import { MAYA } from '../../tests/sample-patients';
import { forgetTabletEntries, rememberTabletEntry } from '../tab-memory/tablet-entries';

const NOTICE = /Entered by the patient on the tablet\./;

describe('a record the patient entered on the tablet', () => {
  beforeEach(() => {
    // jsdom has no layout: give the patient list's scrolling table a desktop-sized box.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(700);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  });
  afterEach(() => {
    forgetTabletEntries();
    vi.restoreAllMocks();
  });

  it('is tagged in the list, and its summary and form say to review it with her', async () => {
    rememberTabletEntry('user_demo_provider', 'Maya.Thompson@example.com', 'en');
    const app = renderApp('/d/providers/dashboard/patients', 'provider');
    const link = await screen.findByRole('link', { name: 'View Maya Thompson' });
    const row = link.closest('tr')!;
    expect(within(row).getByText('From tablet')).toHaveAttribute(
      'title',
      'Entered by the patient on the tablet: review it with her',
    );
    expect(screen.getAllByText('From tablet')).toHaveLength(1);

    await app.router.navigate(`/d/providers/dashboard/patients/${MAYA}/summary`);
    expect(await screen.findByRole('note', { name: '' })).toHaveTextContent(NOTICE);
    await app.router.navigate(`/d/providers/dashboard/patients/${MAYA}`);
    await screen.findByRole('heading', { level: 1, name: 'Maya Thompson' });
    expect(screen.getByText(NOTICE)).toBeVisible();
  });

  it('is not pointed out to another user', async () => {
    rememberTabletEntry('user_demo_administrator', 'maya.thompson@example.com', 'en');
    renderApp(`/d/providers/dashboard/patients/${MAYA}/summary`, 'provider');
    await screen.findByRole('heading', { level: 1, name: 'Intake Summary' });
    await screen.findByRole('region', { name: 'Safety check (U.S. MEC 2024)' });
    expect(screen.queryByText(NOTICE)).toBeNull();
  });
});

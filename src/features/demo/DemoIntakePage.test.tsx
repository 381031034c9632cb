import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/render-app';
import { SECTION_TITLES } from '../../../tests/spec-fixtures';
import { samplePatients } from '../../domain/samples';
import { server } from '../../mocks/node';
import { FEEDBACK_SURVEY_URL } from './DemoBanners';

const PAGE = '/d/provider/intake';
const MAYA = samplePatients[0]!;

const generateButton = () =>
  screen.getByRole('button', { name: /Generate Medication Recommendation|Generating/ });

const select = () => screen.getByRole('combobox', { name: 'Mock patient' });

async function openPage() {
  const app = renderApp(PAGE, 'provider');
  expect(await screen.findByRole('heading', { name: 'Patient Information' })).toBeVisible();
  return app;
}

afterEach(() => {
  vi.useRealTimers();
  server.events.removeAllListeners();
});

describe('the demo provider intake page', () => {
  it('has the spec title, both banners and the mock-patient dropdown over the five samples', async () => {
    await openPage();
    await waitFor(() => expect(document.title).toBe('ContraRx - Patient Information'));
    expect(
      screen.getByText(
        /best contraceptive formulation match for your patient, backed by precision medicine insights/,
      ),
    ).toBeVisible();
    const survey = screen.getByRole('link', { name: /feedback survey/ });
    expect(survey).toHaveAttribute('href', FEEDBACK_SURVEY_URL);
    expect(survey).toHaveAttribute('target', '_blank');
    expect(survey).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(/More medications are coming soon/)).toBeVisible();

    expect(
      within(select())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select Mock Patient', ...samplePatients.map((sample) => sample.information.name)]);
    expect(select()).toHaveDisplayValue('Select Mock Patient');
    expect(generateButton()).toBeDisabled();
  });

  it('shows the date, the unique identifier, date of birth, intake summary and labs of the chosen patient', async () => {
    const app = await openPage();
    const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date());
    expect(screen.getByText(today)).toBeVisible();
    expect(screen.queryByText('Unique identifier')).toBeNull();

    await app.user.selectOptions(select(), 'Maya Thompson');
    const identity = screen.getByText('Unique identifier').closest('dl')!;
    expect(within(identity).getByText('Unique identifier').nextElementSibling).toHaveTextContent(
      MAYA.uuid,
    );
    expect(within(identity).getByText('Date of birth').nextElementSibling).toHaveTextContent(
      'March 14, 2002',
    );
    for (const title of SECTION_TITLES) {
      expect(screen.getByRole('region', { name: title })).toBeVisible();
    }
    const labs = screen.getByRole('region', { name: 'Lab Profile' });
    expect(within(labs).getByRole('table', { name: 'Biomarker lab profile' })).toBeVisible();
    for (const label of [
      'Facility',
      'Specimen number',
      'Collected',
      'Entered',
      'Reported',
      'Ordering physician',
      'NPI',
      'Status',
    ]) {
      expect(
        within(labs).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent,
      ).not.toBe('');
    }
    expect(within(labs).getByText('Nov 14, 2026, 8:12 AM')).toBeVisible();
    expect(generateButton()).toBeEnabled();
  });

  it('generates for 3 s with a spinner, then opens the report of the chosen patient', async () => {
    const app = await openPage();
    await app.user.selectOptions(select(), 'Maya Thompson');
    // Testing Library's async helpers wait on setTimeout: from here on, events are fired directly.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(generateButton());

    expect(generateButton()).toHaveTextContent('Generating...');
    expect(generateButton()).toBeDisabled();
    expect(generateButton()).toHaveAttribute('aria-busy', 'true');
    expect(select()).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(app.pathname()).toBe(PAGE);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await vi.waitFor(() => expect(app.pathname()).toBe(`${PAGE}/${MAYA.uuid}/report`));
  });

  it('shows the chosen patient again on Back from her report', async () => {
    const app = await openPage();
    await app.user.selectOptions(select(), 'Hannah Lee');
    await act(() => app.router.navigate(`${PAGE}/${samplePatients[4]!.uuid}/report`));
    await act(() => app.router.navigate(-1));
    expect(await screen.findByRole('combobox', { name: 'Mock patient' })).toHaveDisplayValue(
      'Hannah Lee',
    );
  });

  it('makes no call: the samples are built in', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(request.url));
    const app = await openPage();
    await app.user.selectOptions(select(), 'Priya Raman');
    expect(await screen.findByRole('region', { name: 'Lab Profile' })).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('signs out with the "Log out" link', async () => {
    const app = await openPage();
    await app.user.click(screen.getByRole('link', { name: 'Log out' }));
    await vi.waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Sign in as demo provider' })).toBeVisible();
  });

  it('is linked from the provider dashboard navigation', async () => {
    const app = renderApp('/d/providers/dashboard', 'provider');
    const navigation = await screen.findByRole('navigation', { name: 'Dashboard' });
    await app.user.click(within(navigation).getByRole('link', { name: 'Recommendation Demo' }));
    expect(await screen.findByRole('heading', { name: 'Patient Information' })).toBeVisible();
    expect(app.pathname()).toBe(PAGE);
  });
});

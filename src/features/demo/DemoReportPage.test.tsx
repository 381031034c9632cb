import { citationTitle } from '../../domain/clinical/citations';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/render-app';
import { samplePatients } from '../../domain/samples';
import { server } from '../../mocks/node';
import { REPORT_SECTIONS } from '../../../tests/spec-fixtures';
import { longDate } from '../../ui/long-date';
import { cssString } from '../../ui/printed-pages';
import { SAMPLE_REPORT_NOTICE } from './sample-notice';

const MAYA = samplePatients[0]!;
const page = (intakeId: string) => `/d/provider/intake/${intakeId}/report`;

/** Whether the browser is asked for reduced motion. */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

const pageHeading = () =>
  screen.queryByRole('heading', { name: /Medication Recommendation Report|404 Not Found/ });

/**
 * The report at `intakeId`, its 2.5 s on a fake clock from the start. Testing Library's async
 * helpers wait on setTimeout, which is fake here: the lazy routes are awaited directly.
 */
async function openReport(intakeId = MAYA.uuid) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const app = renderApp(page(intakeId), 'provider');
  for (let round = 0; round < 50 && !pageHeading(); round += 1) {
    await act(() => vi.dynamicImportSettled());
  }
  expect(pageHeading()).toBeVisible();
  return app;
}

/** The report below its heading, named by it. */
const reportBody = () =>
  screen.queryByRole<HTMLElement>('article', { name: 'Medication Recommendation Report' });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  server.events.removeAllListeners();
});

describe('the demo recommendation report', () => {
  it('shows a spinner for 2.5 s, then the report fades in over 300 ms', async () => {
    prefersReducedMotion(false);
    await openReport();
    expect(document.title).toBe('ContraRx - Patient Medication Recommendation');
    expect(screen.getByText('Preparing the report')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print report' })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(2499));
    expect(screen.getByText('Preparing the report')).toBeInTheDocument();
    expect(reportBody()).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText('Preparing the report')).toBeNull();
    expect(reportBody()?.style.transition).toMatch(/opacity 300ms/);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(reportBody()?.style.opacity).toBe('1');
    expect(screen.getByRole('button', { name: 'Print report' })).toBeEnabled();
  });

  it('shows the report at once, with no fade, to people who prefer reduced motion', async () => {
    prefersReducedMotion(true);
    await openReport();
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(reportBody()).toBeVisible();
    expect(reportBody()?.getAttribute('style')).toBeNull();
  });

  it('has every section: the patient, her numbered goals, three ranked options with reasons, and three references', async () => {
    prefersReducedMotion(true);
    await openReport();
    await act(() => vi.advanceTimersByTimeAsync(2500));

    expect(screen.getByText(/^Maya Thompson · /)).toBeVisible();
    expect(
      screen.getByText(
        /biomarker analysis and pharmacometabolomic relationships, predicted adherence and the frequency of side effects/,
      ),
    ).toBeVisible();
    for (const name of REPORT_SECTIONS) expect(screen.getByRole('region', { name })).toBeVisible();

    const patient = screen.getByRole('region', { name: 'Patient Information' });
    for (const [label, value] of [
      ['Name', 'Maya Thompson'],
      ['Gender', 'Female'],
      ['Location', MAYA.report.location],
    ]) {
      expect(within(patient).getByText(label!).nextElementSibling).toHaveTextContent(value!);
    }
    expect(within(patient).getByText('Age').nextElementSibling?.textContent).toMatch(/^\d+$/);

    const goals = screen.getByRole('region', { name: 'Patient Goals' });
    expect(within(goals).getByRole('list').tagName).toBe('OL');
    expect(within(goals).getAllByRole('listitem')).toHaveLength(MAYA.report.goals.length);

    const options = within(screen.getByRole('region', { name: 'Medication Recommendations' }));
    const ranked = options.getAllByRole('list')[0]!;
    expect(ranked.tagName).toBe('OL');
    const items = [...ranked.children];
    expect(items).toHaveLength(3);
    items.forEach((item, index) => {
      const { m, s } = MAYA.report.medical_recommendations[index]!;
      expect(item).toHaveTextContent(m);
      expect(within(item as HTMLElement).getByRole('listitem')).toHaveTextContent(s);
    });

    const references = within(
      screen.getByRole('region', { name: 'Clinical Research References' }),
    ).getAllByRole('link');
    expect(references).toHaveLength(3);
    for (const link of references) {
      // Named by the source's title, not read out as an address.
      expect(link.textContent).toBe(citationTitle(link.getAttribute('href')!));
      expect(link.textContent).not.toMatch(/^https?:/);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('prints with the print button', async () => {
    prefersReducedMotion(true);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await openReport();
    await act(() => vi.advanceTimersByTimeAsync(2500));
    screen.getByRole('button', { name: 'Print report' }).click();
    expect(print).toHaveBeenCalledOnce();
  });

  it('heads each printed page with the patient and the date, and marks it a sample, while the report is open', async () => {
    prefersReducedMotion(true);
    const app = await openReport();
    const printHeader = () =>
      [...document.querySelectorAll('style')].find((style) =>
        style.textContent?.startsWith('@page'),
      );
    // Her name and date of birth, the report and its date, written as CSS strings.
    expect(printHeader()?.textContent).toContain(
      cssString(
        `Maya Thompson · Date of birth: March 14, 2002 · Medication Recommendation Report · ${longDate(new Date())}`,
      ),
    );
    expect(printHeader()?.textContent).toContain(
      '@bottom-right { content: "Page " counter(page) " of " counter(pages); ',
    );
    // And each page's foot says it is a sample, so no page of it passes for a real report.
    expect(printHeader()?.textContent).toContain(
      `@bottom-left { content: ${cssString(SAMPLE_REPORT_NOTICE)}; `,
    );
    await act(() => app.router.navigate('/d/provider/intake'));
    expect(printHeader()).toBeUndefined();
  });

  it('makes no call: the report comes from the built-in table', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(request.url));
    prefersReducedMotion(true);
    await openReport();
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(screen.getByRole('region', { name: 'Final Remarks' })).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('shows 404 Not Found for an unknown intake id, with a way back', async () => {
    const app = await openReport('no-such-intake');
    expect(screen.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
    expect(screen.queryByText('Preparing the report')).toBeNull();
    vi.useRealTimers();
    await app.user.click(screen.getByRole('link', { name: 'Back to Patient Information' }));
    expect(await screen.findByRole('heading', { name: 'Patient Information' })).toBeVisible();
    expect(app.pathname()).toBe('/d/provider/intake');
  });
});

import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/render-app';
import { citations } from '../../domain/clinical/citations';
import { MAYA } from '../../../tests/sample-patients';
import { mockDb, server } from '../../mocks/node';
import { cssString } from '../../ui/printed-pages';

const PAGE = `/d/providers/dashboard/patients/${MAYA}/recommendations`;
const RECOMMENDATIONS = '*/api/patients/get/:uuid/recommendations';
const PATIENT = '*/api/patients/get/:uuid';
const SAFETY_CHECK = 'Safety check (U.S. MEC 2024)';

const section = (name: string) => screen.getByRole('region', { name });

describe('the recommendations view', () => {
  it('shows a spinner while loading', async () => {
    server.use(http.get(RECOMMENDATIONS, () => new Promise<never>(() => {})));
    renderApp(PAGE, 'provider');
    expect(await screen.findByText('Loading the recommendations')).toBeInTheDocument();
  });

  it('shows every section of a seeded patient, headed by her name and the date', async () => {
    renderApp(PAGE, 'provider');
    expect(await screen.findByRole('heading', { name: 'Option 1' })).toBeVisible();
    const name = await screen.findByText('Maya Thompson');
    expect(name.parentElement).toHaveTextContent(/^Maya Thompson · \w+ \d+, \d{4}$/);
    expect(name).toBeVisible();
    expect(
      within(section('Patient Safety Profile')).getAllByRole('listitem').length,
    ).toBeGreaterThan(0);
    expect(within(section('Lifestyle Considerations')).getByText(/Acne/)).toBeVisible();
    const options = section('Medication Recommendations');
    expect(
      within(options).getByText('Drospirenone 3 mg / Ethinyl Estradiol 0.02 mg'),
    ).toBeVisible();
    expect(within(options).getByRole('heading', { name: 'Option 2' })).toBeVisible();
    const links = within(section('Citations')).getAllByRole('link');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('heads every printed page with her name and date of birth, and numbers it', async () => {
    renderApp(PAGE, 'provider');
    await screen.findByRole('heading', { name: 'Option 1' });
    await screen.findByText('Maya Thompson');
    const rule = [...document.querySelectorAll('style')]
      .map((style) => style.textContent ?? '')
      .find((text) => text.startsWith('@page'));
    expect(rule).toContain(
      `@top-left { content: ${cssString('Maya Thompson · Date of birth: March 14, 2002')}; `,
    );
    expect(rule).toContain('"Page " counter(page) " of " counter(pages)');
  });

  it('names each citation link by its source, the address its target', async () => {
    server.use(
      http.get(RECOMMENDATIONS, () =>
        HttpResponse.json({
          patient: { safety_concerns: [], lifestyle_concerns: [] },
          recommendations: [],
          do_not_recommend: [],
          citations: [
            citations.usMec2024,
            'https://www.acog.org/clinical/clinical-guidance/practice-bulletin',
            'Curtis KM et al. MMWR Recomm Rep 2024;73(4)',
          ],
        }),
      ),
    );
    renderApp(PAGE, 'provider');
    const list = within(await screen.findByRole('region', { name: 'Citations' }));
    expect(
      list.getByRole('link', {
        name: 'U.S. Medical Eligibility Criteria for Contraceptive Use, 2024 (CDC, MMWR Recommendations and Reports)',
      }),
    ).toHaveAttribute('href', citations.usMec2024);
    expect(list.getByRole('link', { name: 'Source on acog.org' })).toHaveAttribute(
      'href',
      'https://www.acog.org/clinical/clinical-guidance/practice-bulletin',
    );
    expect(list.getAllByRole('link')).toHaveLength(2);
    expect(list.queryByText(/https:/)).not.toBeInTheDocument();
    expect(list.getByText('Curtis KM et al. MMWR Recomm Rep 2024;73(4)')).toBeVisible();
  });

  it('heads the do-not-recommend list with the safety statement', async () => {
    server.use(
      http.get(RECOMMENDATIONS, () =>
        HttpResponse.json({
          patient: { safety_concerns: ['Smoker over 35'], lifestyle_concerns: [] },
          recommendations: [{ formula: 'Levonorgestrel IUD 52 mg', lifestyle_benefits: [] }],
          do_not_recommend: ['Combined oral contraceptives'],
          citations: [],
        }),
      ),
    );
    renderApp(PAGE, 'provider');
    const notRecommended = await screen.findByRole('region', { name: 'Not Recommended' });
    expect(
      within(notRecommended).getByText(
        'Due to safety concerns, the following options are not recommended:',
      ),
    ).toBeVisible();
    expect(within(notRecommended).getByText('Combined oral contraceptives')).toBeVisible();
    expect(screen.getByText('No lifestyle concerns recorded.')).toBeVisible();
  });

  it('shows the spec banner when the fetch fails, and tries again', async () => {
    server.use(http.get(RECOMMENDATIONS, () => HttpResponse.json({}, { status: 500 })));
    const app = renderApp(PAGE, 'provider');
    expect(await screen.findByText('An unexpected error has occured.')).toBeVisible();
    server.resetHandlers();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Option 1' })).toBeVisible();
  });

  it('treats a malformed body and a network failure as failures', async () => {
    server.use(http.get(RECOMMENDATIONS, () => HttpResponse.json({ recommendations: 'none' })));
    renderApp(PAGE, 'provider');
    expect(await screen.findByText('An unexpected error has occured.')).toBeVisible();
  });

  it("shows the safety check of the patient's intake above the report", async () => {
    renderApp(PAGE, 'provider');
    const panel = await screen.findByRole('region', { name: SAFETY_CHECK });
    expect(
      within(panel).getByText(
        'No category 3 or 4 condition found: no method is ruled out for this patient.',
      ),
    ).toBeVisible();
    expect(within(panel).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('flags in place a recommended option whose method the intake puts at category 4', async () => {
    // Maya's hand-written recommendations, served with an intake that now has migraine with aura.
    const maya = mockDb.getPatient(MAYA)!;
    server.use(
      http.get(PATIENT, () =>
        HttpResponse.json({
          ...maya,
          information: { ...maya.information, neurologic_conditions: ['migranes_with_aura'] },
        }),
      ),
    );
    renderApp(PAGE, 'provider');
    const [first, second, third] = await screen.findAllByRole('article');
    for (const option of [first!, second!]) {
      expect(within(option).getByRole('note')).toHaveTextContent(
        'Category 4 (Unacceptable health risk) for combined hormonal contraception (pill, patch or ring): Migraine with aura.',
      );
    }
    expect(within(third!).queryByRole('note')).not.toBeInTheDocument();
    expect(
      within(
        screen.getByRole('listitem', { name: 'Combined pill, patch or ring (CHC)' }),
      ).getByText('Migraine with aura: category 4*.'),
    ).toBeVisible();
  });

  it('keeps the report when the intake cannot be loaded, and says the check needs it', async () => {
    server.use(http.get(PATIENT, () => HttpResponse.json({}, { status: 500 })));
    const app = renderApp(PAGE, 'provider');
    expect(
      await screen.findByText(
        "The safety check needs the patient's intake, which could not be loaded.",
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Option 1' })).toBeVisible();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    server.resetHandlers();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: SAFETY_CHECK })).toBeVisible();
  });

  it('fails plainly for an unknown patient', async () => {
    renderApp(
      '/d/providers/dashboard/patients/00000000-0000-4000-8000-000000000000/recommendations',
      'provider',
    );
    expect(await screen.findByText('An unexpected error has occured.')).toBeVisible();
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/render-app';
import { intake, TODAY, type Answers } from '../../../tests/safety-records';
import { samplePatients } from '../../mocks/seed';
import { safetyCheck } from '../../domain/clinical/safety-check';
import { SafetyCheckPanel } from './SafetyCheckPanel';
import { SafetyFlag } from './SafetyFlag';

function renderPanel(answers: Answers) {
  render(<SafetyCheckPanel information={intake(answers)} />);
  return screen.getByRole('region', { name: 'Safety check (U.S. MEC 2024)' });
}

const method = (panel: HTMLElement, name: string) => within(panel).getByRole('listitem', { name });

describe('the safety check panel', () => {
  it('shows each method with its category in number and words, why, and what is missing', () => {
    const panel = renderPanel({ neurologic_conditions: ['migranes_with_aura'], stroke: null });
    expect(panel).toHaveTextContent('The chart is a subset of the full guidance');
    expect(panel).toHaveTextContent('supports, not replaces, clinical judgment');
    expect(
      within(panel).getByText(
        'Category 3 or 4, or not applicable, for this patient: Combined pill, patch or ring (CHC).',
      ),
    ).toBeVisible();
    // A history of stroke, unanswered, could make these 3: the check cannot clear them.
    expect(
      within(panel).getByText(
        'Incomplete: unanswered questions could still rule out Implant (etonogestrel); Injection (DMPA); Progestin-only pill (POP).',
      ),
    ).toBeVisible();
    expect(method(panel, 'Implant (etonogestrel)')).toHaveTextContent(
      'Incomplete for this method: an unanswered question could still make it category 3 or 4 or not applicable. Answer: History of stroke.',
    );

    const combined = method(panel, 'Combined pill, patch or ring (CHC)');
    expect(combined).toHaveTextContent('Category 4 · Unacceptable health risk');
    expect(within(combined).getByText('Migraine with aura: category 4*.')).toBeVisible();
    expect(combined).toHaveTextContent('Not answered in the intake: History of stroke.');

    const copper = method(panel, 'Copper IUD (Cu-IUD)');
    expect(copper).toHaveTextContent('Category 1 · No restriction');
    expect(copper).toHaveTextContent(
      'No restriction (category 1): Age, 20 to under 40 years (age 31); Migraine with aura.',
    );
    expect(copper).not.toHaveTextContent('Not answered');
    expect(copper).not.toHaveTextContent('Incomplete');
    expect(within(panel).getAllByRole('heading', { level: 3 })).toHaveLength(6);
  });

  it('says no category 3 or 4 condition was found only when every answer that matters is given', () => {
    const panel = renderPanel({});
    expect(
      within(panel).getByText(
        'No category 3 or 4 condition found: no method is ruled out for this patient.',
      ),
    ).toBeVisible();
    expect(panel).not.toHaveTextContent('Incomplete');
  });

  it('calls an empty intake incomplete for every method, never "no condition found"', () => {
    render(<SafetyCheckPanel information={{}} />);
    const panel = screen.getByRole('region', { name: 'Safety check (U.S. MEC 2024)' });
    expect(panel).not.toHaveTextContent('No category 3 or 4 condition found');
    expect(
      within(panel).getByText(/^Incomplete: unanswered questions could still rule out Copper IUD/),
    ).toBeVisible();
    for (const item of within(panel).getAllByRole('listitem', { name: /\(/ })) {
      expect(item).toHaveTextContent('Incomplete · Category 1 so far');
      expect(item).not.toHaveTextContent('No restriction');
      expect(item).toHaveTextContent('Incomplete for this method');
      expect(item).toHaveTextContent('Pregnant or gave birth in the last 6 months');
    }
  });

  it('shows the IUDs at category 4 and the hormonal methods not applicable during pregnancy', () => {
    const panel = renderPanel({ pregnant: true, days_post_partum: 0 });
    expect(method(panel, 'Copper IUD (Cu-IUD)')).toHaveTextContent(
      'Category 4 · Unacceptable health risk',
    );
    expect(method(panel, 'Levonorgestrel IUD (LNG-IUD)')).toHaveTextContent('Category 4');
    const combined = method(panel, 'Combined pill, patch or ring (CHC)');
    expect(combined).toHaveTextContent('Not applicable · Pregnancy');
    expect(combined).not.toHaveTextContent(/Category \d/);
    expect(combined).toHaveAttribute('data-category', 'NA');
  });

  it('shows a range and an initiation/continuation pair with the higher value as the category', () => {
    const panel = renderPanel({ ischemic_heart_disease: true, anemias: ['sickle_cell_disease'] });
    const levonorgestrel = method(panel, 'Levonorgestrel IUD (LNG-IUD)');
    expect(levonorgestrel).toHaveTextContent('Category 3 · Risks usually outweigh advantages');
    expect(levonorgestrel).toHaveTextContent(
      'Ischemic heart disease (current or history): category 2 for initiation, 3 for continuation.',
    );
    expect(method(panel, 'Injection (DMPA)')).toHaveTextContent(
      'Sickle cell disease: category 2 or 3*.',
    );
  });
});

describe('the flag on a recommended option', () => {
  const check = safetyCheck(intake({ neurologic_conditions: ['migranes_with_aura'] }), TODAY);

  it('names the category and the reason when the formula belongs to a category 3 or 4 method', () => {
    render(<SafetyFlag check={check} formula="Drospirenone 3 mg / Ethinyl Estradiol 0.02 mg" />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Conflicts with the safety check (U.S. MEC 2024)Category 4 (Unacceptable health risk) for combined hormonal contraception (pill, patch or ring): Migraine with aura.',
    );
  });

  it('says a method is not applicable during pregnancy', () => {
    const pregnant = safetyCheck(intake({ pregnant: true, days_post_partum: 0 }), TODAY);
    render(<SafetyFlag check={pregnant} formula="Norethindrone 0.35 mg" />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Conflicts with the safety check (U.S. MEC 2024)Not applicable for progestin-only pill: Pregnancy (days since giving birth: 0).',
    );
  });

  it('says the check cannot clear a method while an answer that could rule it out is missing', () => {
    const unanswered = safetyCheck(intake({ hypertension: null }), TODAY);
    render(
      <SafetyFlag check={unanswered} formula="Drospirenone 3 mg / Ethinyl Estradiol 0.02 mg" />,
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      'Not cleared by the safety check (U.S. MEC 2024)The check is incomplete for combined hormonal contraception (pill, patch or ring): answer Hypertension.',
    );
  });

  it('shows nothing for a method that is allowed or a formula that names none', () => {
    const { container } = render(
      <>
        <SafetyFlag check={check} formula="Levonorgestrel 52 mg intrauterine system" />
        <SafetyFlag check={check} formula="Omega-3 1000 mg" />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the intake summary page', () => {
  it("shows the safety check of the patient's intake", async () => {
    const priya = samplePatients.find((sample) => sample.information.name === 'Priya Raman')!;
    renderApp(`/d/providers/dashboard/patients/${priya.uuid}/summary`, 'provider');
    const panel = await screen.findByRole('region', { name: 'Safety check (U.S. MEC 2024)' });
    expect(method(panel, 'Combined pill, patch or ring (CHC)')).toHaveTextContent(
      /Category 4 · Unacceptable health risk.*Smoking, age 35 or older, 15 or more cigarettes a day \(age \d+\): category 4\./,
    );
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IntakeSummary } from './IntakeSummary';
import { SECTION_TITLES } from '../../../tests/spec-fixtures';

const LONG_NOTE = 'Cramps '.repeat(80).trim();

describe('IntakeSummary', () => {
  it('gives each intake section a heading and a list of terms and their values', () => {
    render(
      <IntakeSummary
        information={{
          name: 'Ana Beatriz Oliveira-Vasconcelos de Albuquerque',
          height: 70,
          weight: 150,
          lifestyle_smoking: true,
          lifestyle_smoking_follow_up: { products: ['cigarette'] },
          lifestyle_smoking_products_cigarettes_follow_up: { cigarettes_per_day: 'lte_15_per_day' },
          birth_control_goals: ['menstrual_cramps'],
          menstrual_cramps_challenges: LONG_NOTE,
        }}
      />,
    );
    const sections = screen.getAllByRole('region');
    expect(sections.map((section) => within(section).getByRole('heading').textContent)).toEqual(
      SECTION_TITLES,
    );
    const personal = within(sections[0]!);
    expect(personal.getAllByRole('term').length).toBe(personal.getAllByRole('definition').length);
    expect(
      personal.getByText('Ana Beatriz Oliveira-Vasconcelos de Albuquerque', { selector: 'dd' }),
    ).toBeVisible();
    expect(personal.getByText('5 ft 10 in', { selector: 'dd' })).toBeVisible();
    expect(personal.getByText('21.52', { selector: 'dd' })).toBeVisible();
    expect(within(sections[1]!).getByText('Cigarettes per day', { selector: 'dt' })).toBeVisible();
    expect(screen.getByText(LONG_NOTE, { selector: 'dd' })).toBeVisible();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  fieldsByKey,
  notKnownAnswers,
  patientFields,
  type Language,
} from '../../../../domain/intake/catalog';
import type { PatientFieldDef } from '../../../../domain/intake/catalog';
import { NOT_KNOWN } from '../../../../domain/intake/model';
import { ChoiceAnswer } from './ChoiceAnswer';
import { renderInLanguage } from '../../../../../tests/render-in-language';

const NOT_KNOWN_TEXT = { en: 'I don’t know', es: 'No lo sé' };

/** The question's choices in `language`, once its language pack has loaded. */
async function renderChoice(field: PatientFieldDef, language: Language, onChoose = vi.fn()) {
  const view = renderInLanguage(
    <ChoiceAnswer
      field={field}
      values={{}}
      language={language}
      labelledBy="question"
      describedBy={undefined}
      answered={false}
      onChoose={onChoose}
    />,
    language,
  );
  await screen.findByRole('group');
  return { ...view, onChoose };
}

const choiceQuestions = patientFields.filter(({ kind }) => kind === 'boolean' || kind === 'select');

describe('a yes/no or one-of-several question', () => {
  for (const language of ['en', 'es'] as const) {
    it(`offers "${NOT_KNOWN_TEXT[language]}" on the questions the catalog lists, and no others`, async () => {
      const wrong: string[] = [];
      for (const field of choiceQuestions) {
        const { unmount } = await renderChoice(field, language);
        const offered = document.querySelector(`[data-value="${NOT_KNOWN}"]`) !== null;
        if (offered !== notKnownAnswers.has(field.key)) wrong.push(field.key);
        unmount();
      }
      expect(wrong).toEqual([]);
    });
  }

  it('answers "I don\'t know" as its own answer, in the question\'s words where it has them', async () => {
    const user = userEvent.setup();
    const { onChoose } = await renderChoice(
      fieldsByKey.get('hypertension_bp') as PatientFieldDef,
      'es',
    );
    await user.click(
      screen.getByRole('button', { name: 'Algo intermedio (como 135/85), o no lo sé' }),
    );
    expect(onChoose).toHaveBeenCalledWith(NOT_KNOWN);
  });

  it('asks about a clot in the lungs with a clot in the leg, in both languages', async () => {
    const field = fieldsByKey.get('dvt_pe') as PatientFieldDef;
    const lungs = {
      en: 'Yes, a blood clot in my lungs (pulmonary embolism)',
      es: 'Sí, un coágulo de sangre en los pulmones (embolia pulmonar)',
    };
    for (const language of ['en', 'es'] as const) {
      const { unmount } = await renderChoice(field, language);
      expect(screen.getByRole('button', { name: lungs[language] }).dataset.value).toBe(
        'lung_clot_or_pulmonary_embolism',
      );
      unmount();
    }
  });

  it('asks how long, not "20 years or less?", for diabetes', async () => {
    const field = fieldsByKey.get('diabetes_follow_up:diabetes_lte_20_years') as PatientFieldDef;
    await renderChoice(field, 'en');
    expect(
      screen.getAllByRole('button').map((button) => [button.dataset.value, button.textContent]),
    ).toEqual([
      ['yes', '20 years or less'],
      ['no', 'More than 20 years'],
      [NOT_KNOWN, 'I don’t know'],
      ['', 'I’d rather not say'],
    ]);
  });
});

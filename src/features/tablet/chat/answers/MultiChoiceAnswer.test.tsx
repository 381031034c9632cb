import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fieldsByKey, type PatientFieldDef } from '../../../../domain/intake/catalog';
import { renderInLanguage } from '../../../../../tests/render-in-language';
import { MultiChoiceAnswer } from './MultiChoiceAnswer';

const AURA_NOT_KNOWN = {
  en: 'Migraine, not sure if with aura',
  es: 'Migraña, no sé si con aura',
};

describe('the headache, brain or nerve question', () => {
  it.each(['en', 'es'] as const)(
    'lets a patient unsure of her aura say so, in %s',
    async (language) => {
      const onAnswer = vi.fn();
      renderInLanguage(
        <MultiChoiceAnswer
          field={fieldsByKey.get('neurologic_conditions') as PatientFieldDef}
          values={{}}
          language={language}
          labelledBy="question"
          describedBy={undefined}
          invalid={false}
          onAnswer={onAnswer}
        />,
        language,
      );
      await userEvent.click(await screen.findByRole('button', { name: AURA_NOT_KNOWN[language] }));
      expect(onAnswer).toHaveBeenCalledWith('neurologic_conditions', ['migraine_aura_not_known']);
    },
  );
});

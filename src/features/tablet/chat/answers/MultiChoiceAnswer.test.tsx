import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  fieldsByKey,
  type Language,
  type PatientFieldDef,
} from '../../../../domain/intake/catalog';
import { TabletSessionProvider, useTabletSession } from '../../session';
import { LanguagePackProvider } from '../language/pack';
import { MultiChoiceAnswer } from './MultiChoiceAnswer';

function InLanguage({ language, children }: { language: Language; children: ReactNode }) {
  const { language: current, setLanguage } = useTabletSession();
  useEffect(() => setLanguage(language), [language, setLanguage]);
  return current === language ? children : null;
}

const AURA_NOT_KNOWN = {
  en: 'Migraine, not sure if with aura',
  es: 'Migraña, no sé si con aura',
};

describe('the headache, brain or nerve question', () => {
  it.each(['en', 'es'] as const)(
    'lets a patient unsure of her aura say so, in %s',
    async (language) => {
      const onAnswer = vi.fn();
      render(
        <TabletSessionProvider>
          <InLanguage language={language}>
            <LanguagePackProvider language={language} fallback={null}>
              <MultiChoiceAnswer
                field={fieldsByKey.get('neurologic_conditions') as PatientFieldDef}
                values={{}}
                language={language}
                labelledBy="question"
                describedBy={undefined}
                invalid={false}
                onAnswer={onAnswer}
              />
            </LanguagePackProvider>
          </InLanguage>
        </TabletSessionProvider>,
      );
      await userEvent.click(await screen.findByRole('button', { name: AURA_NOT_KNOWN[language] }));
      expect(onAnswer).toHaveBeenCalledWith('neurologic_conditions', ['migraine_aura_not_known']);
    },
  );
});

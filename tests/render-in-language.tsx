/** Renders a chat answer in `language`, once the patient's turn and language pack hold it. */
import { render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import type { Language } from '../src/domain/intake/catalog';
import { PatientTurnProvider, usePatientTurn } from '../src/features/tablet/patient-turn';
import { LanguagePackProvider } from '../src/features/tablet/chat/language/pack';

function InLanguage({ language, children }: { language: Language; children: ReactNode }) {
  const { language: current, setLanguage } = usePatientTurn();
  useEffect(() => setLanguage(language), [language, setLanguage]);
  return current === language ? children : null;
}

export const renderInLanguage = (answer: ReactNode, language: Language) =>
  render(
    <PatientTurnProvider>
      <InLanguage language={language}>
        <LanguagePackProvider language={language} fallback={null}>
          {answer}
        </LanguagePackProvider>
      </InLanguage>
    </PatientTurnProvider>,
  );

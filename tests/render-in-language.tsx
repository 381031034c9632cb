/** Renders a chat answer in `language`, once the tablet's session and language pack hold it. */
import { render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import type { Language } from '../src/domain/intake/catalog';
import { TabletSessionProvider, useTabletSession } from '../src/features/tablet/session';
import { LanguagePackProvider } from '../src/features/tablet/chat/language/pack';

function InLanguage({ language, children }: { language: Language; children: ReactNode }) {
  const { language: current, setLanguage } = useTabletSession();
  useEffect(() => setLanguage(language), [language, setLanguage]);
  return current === language ? children : null;
}

export const renderInLanguage = (answer: ReactNode, language: Language) =>
  render(
    <TabletSessionProvider>
      <InLanguage language={language}>
        <LanguagePackProvider language={language} fallback={null}>
          {answer}
        </LanguagePackProvider>
      </InLanguage>
    </TabletSessionProvider>,
  );

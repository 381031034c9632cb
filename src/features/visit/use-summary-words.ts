/**
 * The words of her visit summary, in one language, loaded when the documents first need that
 * language: an English summary does not carry the Spanish, nor the other way round (as the
 * tablet's chat carries one language; docs/architecture.md, "Budgets").
 */
import { useEffect, useState } from 'react';
import type { Language } from '../../domain/intake/catalog';
import type { SummaryTexts } from '../../domain/texts/en/summary';

const loaded = new Map<Language, SummaryTexts>();

const load = (language: Language): Promise<SummaryTexts> =>
  language === 'es'
    ? import('../../domain/texts/es/summary').then(({ summary }) => summary)
    : import('../../domain/texts/en/summary').then(({ summary }) => summary);

export type SummaryWords =
  | { state: 'loaded'; words: SummaryTexts }
  | { state: 'loading' }
  | { state: 'failed'; retry: () => void };

export function useSummaryWords(language: Language): SummaryWords {
  const [, setLoads] = useState(0);
  const [failed, setFailed] = useState<Language>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (loaded.has(language)) return;
    let live = true;
    load(language).then(
      (words) => {
        loaded.set(language, words);
        if (live) setLoads((count) => count + 1);
      },
      () => live && setFailed(language),
    );
    return () => {
      live = false;
    };
  }, [language, attempt]);
  const words = loaded.get(language);
  if (words) return { state: 'loaded', words };
  if (failed === language) {
    return {
      state: 'failed',
      retry: () => {
        setFailed(undefined);
        setAttempt((count) => count + 1);
      },
    };
  }
  return { state: 'loading' };
}

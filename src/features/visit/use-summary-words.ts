/**
 * The words of her visit summary, in one language, loaded when the documents first need that
 * language: an English summary does not carry the Spanish, nor the other way round (as the
 * tablet's chat carries one language; docs/architecture.md, "Budgets").
 */
import { useEffect, useState } from 'react';
import type { Language } from '../../domain/intake/catalog';
import type { SummaryTexts } from '../../domain/texts/en/summary';
import type { MatteredWords } from '../../domain/visit/summary/summary';

interface Loaded {
  words: SummaryTexts;
  /** The line of what she told the tablet mattered to her (domain/texts, en/explorer.ts). */
  mattered: MatteredWords;
}

const loaded = new Map<Language, Loaded>();

const load = (language: Language): Promise<Loaded> =>
  Promise.all(
    language === 'es'
      ? [import('../../domain/texts/es/summary'), import('../../domain/texts/es/explorer')]
      : [import('../../domain/texts/en/summary'), import('../../domain/texts/en/explorer')],
  ).then(([{ summary }, { explorer }]) => ({ words: summary, mattered: explorer }));

export type SummaryWords =
  ({ state: 'loaded' } & Loaded) | { state: 'loading' } | { state: 'failed'; retry: () => void };

export function useSummaryWords(language: Language): SummaryWords {
  const [, setLoads] = useState(0);
  const [failed, setFailed] = useState<Language>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (loaded.has(language)) return;
    let live = true;
    load(language).then(
      (pack) => {
        loaded.set(language, pack);
        if (live) setLoads((count) => count + 1);
      },
      () => live && setFailed(language),
    );
    return () => {
      live = false;
    };
  }, [language, attempt]);
  const pack = loaded.get(language);
  if (pack) return { state: 'loaded', ...pack };
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

import { use } from 'react';
import type { Language } from '../../../domain/intake/catalog';
import type { ExplorerTexts } from '../../../domain/texts/en/explorer';

const loads = new Map<Language, Promise<ExplorerTexts>>();

/** Her language's module (domain/texts/en or es, explorer.ts). */
const load = (language: Language): Promise<ExplorerTexts> =>
  (language === 'es'
    ? import('../../../domain/texts/es/explorer')
    : import('../../../domain/texts/en/explorer')
  ).then(({ explorer }) => explorer);

/**
 * The step's words in her language, loaded when first needed and only hers, as the chat's are
 * (docs/patient-wording.md); the nearest Suspense shows meanwhile. A load that fails throws to
 * the route's error page, and is tried afresh next time.
 */
export function useExplorerTexts(language: Language): ExplorerTexts {
  let texts = loads.get(language);
  if (!texts) {
    texts = load(language);
    texts.catch(() => loads.delete(language));
    loads.set(language, texts);
  }
  return use(texts);
}

/**
 * The English catalogue's own words (the tablet's messages, the questions, hints and answers
 * a patient reads), less every word the Spanish catalogue also uses (names, brands, "no"):
 * a Spanish screen showing one of them shows English.
 */
import { expect, type Page } from '@playwright/test';
import { patientFields, type Language } from '../src/domain/intake/catalog';
import { messages } from '../src/ui/tablet/messages';

/** Every text of a messages object; a message that is a function, with sample arguments. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function')
    return textsOf((value as (...args: unknown[]) => unknown)(1, 2, 3));
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

function catalogueTexts(language: Language): string[] {
  return [
    ...textsOf(messages[language]),
    ...patientFields.flatMap((field) => [
      ...textsOf(field.patientWording[language]),
      ...(field.options ?? []).map((option) => option.patientLabel?.[language] ?? option.label),
    ]),
  ];
}

/** Words of four letters or more, lower case. */
export function wordsOf(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/\p{L}{4,}/gu) ?? []);
}

const spanish = wordsOf(catalogueTexts('es').join(' '));
// Each language's choice reads in its own language ("English" beside "Español").
const languageNames = wordsOf(
  Object.values(messages)
    .map((m) => m.languageName)
    .join(' '),
);
const englishOnly = [...wordsOf(catalogueTexts('en').join(' '))].filter(
  (word) => !spanish.has(word) && !languageNames.has(word),
);

/**
 * Fails with the English words on the page (its visible text and its title), leaving out
 * `typed`: what the patient herself typed.
 */
export async function expectNoEnglish(page: Page, typed: readonly string[] = []) {
  const ownWords = wordsOf(typed.join(' '));
  const shown = wordsOf(`${await page.locator('body').innerText()} ${await page.title()}`);
  const english = englishOnly.filter((word) => shown.has(word) && !ownWords.has(word));
  expect(english, `English on ${new URL(page.url()).pathname}`).toEqual([]);
}

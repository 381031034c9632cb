/**
 * The English catalogue's own words (the tablet's messages, the questions, hints and answers
 * a patient reads), less every word the Spanish catalogue also uses (names, brands, "no"):
 * a Spanish screen showing one of them shows English.
 */
import { expect, type Page } from '@playwright/test';
import { patientFields, type Language } from '../src/domain/intake/catalog';
import { chat as englishText } from '../src/domain/texts/en/chat';
import { intake as englishWording, type IntakeTexts } from '../src/domain/texts/en/intake';
import { chat as spanishText } from '../src/domain/texts/es/chat';
import { intake as spanishWording } from '../src/domain/texts/es/intake';
import { optionOf } from '../src/domain/texts/intake';
import { languageNames } from '../src/domain/texts/language';
import { tabletTexts as messages } from '../src/domain/texts/tablet';

/** Every text of a messages object; a message that is a function, with sample arguments. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function')
    return textsOf((value as (...args: unknown[]) => unknown)(1, 2, 3));
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

const wordings: Record<Language, IntakeTexts> = { en: englishWording, es: spanishWording };
const chatTexts = { en: englishText, es: spanishText };

function catalogueTexts(language: Language): string[] {
  const wording = wordings[language];
  return [
    ...textsOf(messages[language]),
    ...textsOf(chatTexts[language]),
    ...textsOf(wording.questions),
    ...patientFields.flatMap((field) =>
      (field.options ?? []).map((option) => optionOf(wording, field, option)),
    ),
  ];
}

/** Words of four letters or more, lower case. */
function wordsOf(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/\p{L}{4,}/gu) ?? []);
}

const spanish = wordsOf(catalogueTexts('es').join(' '));
// Each language's choice reads in its own language ("English" beside "Español").
const names = wordsOf(Object.values(languageNames).join(' '));
const englishOnly = [...wordsOf(catalogueTexts('en').join(' '))].filter(
  (word) => !spanish.has(word) && !names.has(word),
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

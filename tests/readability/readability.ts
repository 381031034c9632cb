import type { Language } from '../../src/domain/intake/catalog';
import { englishSyllables, spanishSyllables } from './syllables';

/**
 * Readability of the patient's wording: Flesch–Kincaid grade level for English, the
 * Fernández-Huerta index for Spanish. Both weigh the same two things, words per sentence
 * and syllables per word; docs/patient-wording.md says what the catalog is held to.
 */

export interface TextCounts {
  words: number;
  sentences: number;
  syllables: number;
}

/** A word: letters or digits, with inner hyphens and apostrophes ("weight-loss", "don’t"). */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
/** A sentence ends at ., ! or ? (or …) followed by a space or the end of the text. */
const SENTENCE_END = /[.!?…]+(?=\s|$)/g;

const syllablesOf: Record<Language, (word: string) => number> = {
  en: englishSyllables,
  es: spanishSyllables,
};

export function countText(text: string, language: Language): TextCounts {
  const words = text.match(WORD) ?? [];
  const syllables = words.reduce(
    // A hyphenated word is read as its parts: "e-cigarette", "C-section".
    (sum, word) =>
      sum +
      word
        .split('-')
        .reduce((parts, part) => parts + syllablesOf[language](part.replace(/['’]/g, '')), 0),
    0,
  );
  // Text with no closing mark (a bare option, a clause) is still one sentence.
  const sentences = Math.max(1, (text.trim().match(SENTENCE_END) ?? []).length);
  return { words: words.length, sentences, syllables };
}

/** Flesch–Kincaid grade level (Kincaid et al., 1975): the US school grade a reader needs. */
export function fleschKincaidGrade(text: string): number {
  const { words, sentences, syllables } = countText(text, 'en');
  if (words === 0) return 0;
  return 0.39 * (words / sentences) + 11.8 * (syllables / words) - 15.59;
}

/** Flesch reading ease (Flesch, 1948), 0-100, higher is easier: for the scorer's own tests. */
export function fleschReadingEase(text: string): number {
  const { words, sentences, syllables } = countText(text, 'en');
  if (words === 0) return 100;
  return 206.835 - 1.015 * (words / sentences) - 84.6 * (syllables / words);
}

/**
 * Fernández-Huerta (1959) index, higher is easier: 206.84 − 60 × syllables per word − 1.02 ×
 * words per sentence. This is the corrected form (as legible.es gives it); the version often
 * copied, with sentences per 100 words, would reward long sentences.
 */
export function fernandezHuerta(text: string): number {
  const { words, sentences, syllables } = countText(text, 'es');
  if (words === 0) return 100;
  return 206.84 - 60 * (syllables / words) - 1.02 * (words / sentences);
}

/** Fernández-Huerta's bands, with the school grade each corresponds to. */
export function fernandezHuertaBand(score: number): string {
  if (score >= 90) return 'muy fácil (4.º grado)';
  if (score >= 80) return 'fácil (5.º grado)';
  if (score >= 70) return 'bastante fácil (6.º grado)';
  if (score >= 60) return 'normal (7.º y 8.º grado)';
  if (score >= 50) return 'bastante difícil';
  if (score >= 30) return 'difícil';
  return 'muy difícil';
}

/**
 * The text without the named terms (whole words, any case), for terms a formula cannot judge:
 * a clinical name a patient knows as a name, counted by its syllables alone. Empty
 * parentheses and doubled spaces left behind are tidied.
 */
export function withoutTerms(text: string, terms: readonly string[]): string {
  return terms
    .reduce(
      (rest, term) =>
        rest.replace(
          new RegExp(
            `(?<![\\p{L}])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`,
            'giu',
          ),
          '',
        ),
      text,
    )
    .replace(/\(\s*\)/g, '')
    .replace(/\s+([,.?:;)])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

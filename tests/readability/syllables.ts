/**
 * Syllable counts for the readability scores (readability.ts). Both are rules, not
 * dictionaries: close enough for a grade-level estimate, and unit-tested on hand-counted words.
 */

/** A word spelled in capitals (HIV, DIU, IUDs) is read letter by letter: a syllable a letter. */
function spelledOut(word: string): number | undefined {
  const letters = /^(\p{Lu}{2,})s?$/u.exec(word)?.[1];
  return letters?.length;
}

/** Numbers are read aloud; a syllable a digit is near enough for the short ones we write. */
function number(word: string): number | undefined {
  return /^\d+$/.test(word) ? word.length : undefined;
}

/**
 * English: vowel groups, less a silent final "e", "-es" and "-ed", plus the vowel pairs that
 * are two syllables (di-et, pe-ri-od, pre-vi-ous, u-su-al).
 */
export function englishSyllables(word: string): number {
  const fixed = spelledOut(word) ?? number(word);
  if (fixed !== undefined) return fixed;
  let w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length <= 3) return 1;
  w = w
    // "makes", "types" (but "uses", "changes", "boxes" keep theirs).
    .replace(/([^aeiouysxzcgh])es$/, '$1')
    // "used", "stopped" (but "treated", "needed" keep theirs).
    .replace(/([^aeiouytd])ed$/, '$1')
    // "make", "severe" (but "table", "people": a consonant and "le" is a syllable).
    .replace(/([^aeiouyl]|[aeiouy]l)e$/, '$1')
    // A "y" before a vowel at the start is a consonant ("you", "year").
    .replace(/^y(?=[aeiou])/, '');
  const groups = [...w.matchAll(/[aeiouy]+/g)];
  const splits = groups.reduce((count, group) => count + twoSyllablePairs(w, group.index), 0);
  return Math.max(1, groups.length + splits);
}

const TWO_SYLLABLE_PAIRS = ['ia', 'io', 'iu', 'eo', 'ua', 'uo', 'ie', 'ei', 'oi'];

/** Vowel pairs read as two syllables, outside the endings that merge them (-tion, -cial). */
function twoSyllablePairs(word: string, start: number): number {
  const group = /^[aeiouy]+/.exec(word.slice(start))?.[0] ?? '';
  let count = 0;
  for (let at = start; at < start + group.length - 1; at += 1) {
    const pair = word.slice(at, at + 2);
    const previous = word[at - 1] ?? '';
    const after = word.slice(at + 2);
    const merged =
      // "special", "initial", "Asia", "Belgian", "marriage" (its e already dropped)
      (pair === 'ia' && (/[ctsg]/.test(previous) || /^ge?s?$/.test(after))) ||
      // "nation", "region", "million", "union"
      (pair === 'io' && /[ctsgxhln]/.test(previous)) ||
      (pair === 'ua' && /[qgj]/.test(previous)) ||
      // "people", "someone"
      (pair === 'eo' && /^[pn]/.test(after)) ||
      // "diet", "quiet", "client", "science"; but "piece", "field", "patient" are one.
      (pair === 'ie' && (previous === 't' || !/^(t|nt|nc)/.test(after))) ||
      // "being", "doing"; but "their", "point" are one.
      ((pair === 'ei' || pair === 'oi') && !after.startsWith('ng'));
    if (TWO_SYLLABLE_PAIRS.includes(pair) && !merged) count += 1;
  }
  return count;
}

const SPANISH_VOWEL = /[aeiouáéíóúü]/;
const STRONG = /[aeoáéó]/;
const STRESSED_WEAK = /[íú]/;

/**
 * Spanish: one syllable per vowel group, split where two strong vowels meet (po-e-ta) or a
 * stressed í or ú breaks a diphthong (dí-a, re-ú-ne); an unstressed i or u beside another
 * vowel is a diphthong (ciu-dad, hue-vo), and a final "y" after a vowel is its "i" (hoy, muy).
 */
export function spanishSyllables(word: string): number {
  const fixed = spelledOut(word) ?? number(word);
  if (fixed !== undefined) return fixed;
  const w = word
    .toLowerCase()
    .replace(/[^a-záéíóúüñ]/g, '')
    // The u of "que", "qui", "gue", "gui" is not read (gue-rra, guí-a).
    .replace(/qu/g, 'q')
    .replace(/gu(?=[eiéí])/g, 'g')
    .replace(/(?<=[aeiouáéíóú])y$/, 'i')
    .replace(/^y$/, 'i');
  let count = 0;
  for (let index = 0; index < w.length; index += 1) {
    const letter = w[index]!;
    if (!SPANISH_VOWEL.test(letter)) continue;
    const previous = w[index - 1] ?? '';
    const startsSyllable =
      !SPANISH_VOWEL.test(previous) ||
      (STRONG.test(previous) && STRONG.test(letter)) ||
      STRESSED_WEAK.test(previous) ||
      STRESSED_WEAK.test(letter);
    if (startsSyllable) count += 1;
  }
  return Math.max(1, count);
}

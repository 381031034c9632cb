import { describe, expect, it } from 'vitest';
import { patientFields, type Language } from '../../src/domain/intake/catalog';
import { fernandezHuerta, fleschKincaidGrade, withoutTerms } from './readability';
import { intake as english, type IntakeTexts } from '../../src/domain/texts/en/intake';
import { intake as spanish } from '../../src/domain/texts/es/intake';
import { questionOf } from '../../src/domain/texts/intake';

const wordings: Record<Language, IntakeTexts> = { en: english, es: spanish };

/**
 * Clinical names the formulas cannot judge: the name of a diagnosis a patient who has it
 * knows by that name, or the clinical name kept in parentheses for her provider. The
 * formulas read their length as difficulty; they are taken out of the text before scoring,
 * and the rest of the question still counts. docs/patient-wording.md lists them with why.
 */
const CLINICAL_NAMES: Readonly<Record<Language, readonly string[]>> = {
  en: [
    'antiretroviral therapy',
    'atherosclerosis',
    'bariatric',
    'cystic fibrosis',
    'gestational diabetes',
    'immunosuppressants',
    'multiple sclerosis',
    'peripartum cardiomyopathy',
    'pulmonary embolism',
    'rheumatic',
    'rheumatoid arthritis',
    'thrombocytopenia',
  ],
  es: [
    'terapia antirretroviral',
    'aterosclerosis',
    'bariátrica',
    'fibrosis quística',
    'diabetes gestacional',
    'inmunosupresores',
    'esclerosis múltiple',
    'miocardiopatía periparto',
    'embolia pulmonar',
    'reumática',
    'artritis reumatoide',
    'trombocitopenia',
    // The tool's subject, and the word on every Spanish pamphlet: no shorter everyday word
    // says it ("método para no embarazarse" is four words), and its six syllables score as
    // six hard ones.
    'anticonceptivo',
    'anticonceptivos',
    'anticonceptivas',
  ],
};

/** What one screen of the chat asks, without the clinical names: its question and hint. */
function screens(language: Language): string[] {
  const texts = patientFields.map((field) => {
    const { question, hint } = questionOf(wordings[language], field);
    return withoutTerms([question, hint].filter(Boolean).join(' '), CLINICAL_NAMES[language]);
  });
  // Questions built from one template (the usage histories' hint) count once.
  return [...new Set(texts)];
}

/**
 * The whole catalog is held to the 6th grade. A single screen is a sentence or two, where
 * one long everyday word ("pregnancy", "embarazada") moves the score a long way: in eight
 * words, a 4-syllable English word in place of an average one (1.4 syllables) adds about 4
 * grades, and a 5-syllable Spanish word in place of an average one (1.9) takes about 22
 * points. So each screen is held to the target plus that one word: FK grade 10,
 * Fernández-Huerta 50 (the next band's floor); past it, a screen stacks long words and is
 * rewritten.
 */
const TARGET = { fkGrade: 6, fernandezHuerta: 70 };
const PER_SCREEN = { fkGrade: 10, fernandezHuerta: 50 };

describe('the readability of the questions a patient is asked', () => {
  it('reads at the 6th grade or plainer in English (Flesch–Kincaid)', () => {
    expect(fleschKincaidGrade(screens('en').join(' '))).toBeLessThanOrEqual(TARGET.fkGrade);
  });

  it('reads as "bastante fácil" or plainer in Spanish (Fernández-Huerta)', () => {
    const score = fernandezHuerta(screens('es').join(' '));
    expect(score).toBeGreaterThanOrEqual(TARGET.fernandezHuerta);
  });

  it.each(screens('en'))('English: %s', (text) => {
    expect(fleschKincaidGrade(text)).toBeLessThanOrEqual(PER_SCREEN.fkGrade);
  });

  it.each(screens('es'))('Spanish: %s', (text) => {
    expect(fernandezHuerta(text)).toBeGreaterThanOrEqual(PER_SCREEN.fernandezHuerta);
  });

  it('takes out only names the wording still uses', () => {
    for (const language of ['en', 'es'] as const) {
      const all = patientFields
        .map((field) => questionOf(wordings[language], field))
        .map((wording) => `${wording.question} ${wording.hint}`)
        .join(' ')
        .toLowerCase();
      for (const name of CLINICAL_NAMES[language]) expect(all, name).toContain(name.toLowerCase());
    }
  });
});

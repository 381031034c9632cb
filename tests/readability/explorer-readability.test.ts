import { describe, expect, it } from 'vitest';
import type { Language } from '../../src/domain/intake/catalog';
import { fitNotes } from '../../src/domain/explorer/fit';
import { EVERY_NOTE_ANSWERS } from '../explorer-answers';
import { METHOD_CARDS } from '../../src/domain/explorer/method-cards';
import {
  EXPLORER_METHODS,
  PRIORITY_QUESTIONS,
  type PriorityQuestion,
} from '../../src/domain/explorer/model';
import { explorer as english, type ExplorerTexts } from '../../src/domain/texts/en/explorer';
import { explorer as spanish } from '../../src/domain/texts/es/explorer';
import { fernandezHuerta, fleschKincaidGrade, withoutTerms } from './readability';

const texts: Record<Language, ExplorerTexts> = { en: english, es: spanish };

/**
 * Names the formulas cannot judge (docs/patient-wording.md, "Exceptions"): "anticonceptivos",
 * the tool's subject, and the clinical name kept in parentheses for her provider.
 */
const TERMS: Readonly<Record<Language, readonly string[]>> = {
  en: ['sterilization'],
  es: ['anticonceptivos', 'esterilización'],
};

/** An answer as a sentence: a bare label ("A lot") counts as one. */
const sentence = (text: string) => (/[.?!]$/.test(text) ? text : `${text}.`);

/** What one screen shows: a question with its answers, a method's card, the comparison's head. */
function screens(language: Language): string[] {
  const t = texts[language];
  const questions = (Object.keys(PRIORITY_QUESTIONS) as PriorityQuestion[]).map((question) =>
    [t.questions[question], ...Object.values(t.answers[question]).map(sentence)].join(' '),
  );
  const cards = EXPLORER_METHODS.map((method) => {
    const card = METHOD_CARDS[method];
    return [
      sentence(t.methods[method].name),
      card.typicalUsePregnancies === undefined
        ? t.noYearlyFigure
        : t.pregnancies(card.typicalUsePregnancies),
      t.methods[method].use,
      sentence(t.often[card.howOften]),
      t.periods[card.periodEffect],
      ...(card.sideEffects ?? []).map((effect) => sentence(t.sideEffects[effect])),
      card.protectsFromInfections ? t.infections.protects : t.infections.doesNot,
      t.backToPregnancy[card.returnToFertility],
      ...card.whereToGet.map((where) => sentence(t.where[where])),
    ].join(' ');
  });
  const notes = Object.values(t.notes);
  const head = [t.title, t.intro, t.skipAny, t.comparison.heading, t.comparison.order].map(
    sentence,
  );
  return [head.join(' '), ...questions, ...cards, ...notes, t.comparison.pharmacist].map((text) =>
    withoutTerms(text, TERMS[language]),
  );
}

/** The same thresholds as the intake's (tests/readability/readability.test.ts). */
const TARGET = { fkGrade: 6, fernandezHuerta: 70 };
const PER_SCREEN = { fkGrade: 10, fernandezHuerta: 50 };

describe('the readability of the method explorer', () => {
  it('reads at the 6th grade or plainer in English (Flesch–Kincaid)', () => {
    expect(fleschKincaidGrade(screens('en').join(' '))).toBeLessThanOrEqual(TARGET.fkGrade);
  });

  it('reads as "bastante fácil" or plainer in Spanish (Fernández-Huerta)', () => {
    expect(fernandezHuerta(screens('es').join(' '))).toBeGreaterThanOrEqual(TARGET.fernandezHuerta);
  });

  it.each(screens('en'))('English: %s', (text) => {
    expect(fleschKincaidGrade(text)).toBeLessThanOrEqual(PER_SCREEN.fkGrade);
  });

  it.each(screens('es'))('Spanish: %s', (text) => {
    expect(fernandezHuerta(text)).toBeGreaterThanOrEqual(PER_SCREEN.fernandezHuerta);
  });

  it('scores every note a card can show', () => {
    const shown = new Set(
      EXPLORER_METHODS.flatMap((method) => fitNotes(method, EVERY_NOTE_ANSWERS)),
    );
    for (const note of shown) expect(screens('en')).toContain(english.notes[note]);
  });
});

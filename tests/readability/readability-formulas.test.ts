import { describe, expect, it } from 'vitest';
import {
  countText,
  fernandezHuerta,
  fernandezHuertaBand,
  fleschKincaidGrade,
  fleschReadingEase,
  withoutTerms,
} from './readability';

/**
 * The scorers on hand-counted texts: the counts are checked first, then each formula against
 * its published coefficients applied to those counts by hand.
 */
describe('Flesch–Kincaid grade level', () => {
  it('scores a one-syllable sentence below the first grade', () => {
    const text = 'The cat sat on the mat.';
    expect(countText(text, 'en')).toEqual({ words: 6, sentences: 1, syllables: 6 });
    // 0.39 × 6 + 11.8 × 1 − 15.59
    expect(fleschKincaidGrade(text)).toBeCloseTo(-1.45, 2);
    // 206.835 − 1.015 × 6 − 84.6 × 1: the reading ease of 116 usually quoted for it.
    expect(fleschReadingEase(text)).toBeCloseTo(116.145, 2);
  });

  it('scores a clinical sentence at a high-school grade', () => {
    // Com-bined hor-mo-nal con-tra-cep-tion in-creas-es the risk of ve-nous clots: 18.
    const text = 'Combined hormonal contraception increases the risk of venous clots.';
    expect(countText(text, 'en')).toEqual({ words: 9, sentences: 1, syllables: 18 });
    // 0.39 × 9 + 11.8 × 2 − 15.59
    expect(fleschKincaidGrade(text)).toBeCloseTo(11.52, 2);
  });

  it('counts a question and a statement as two sentences', () => {
    // Do you smoke? Vap-ing counts too: 7 syllables.
    const text = 'Do you smoke? Vaping counts too.';
    expect(countText(text, 'en')).toEqual({ words: 6, sentences: 2, syllables: 7 });
    // 0.39 × 3 + 11.8 × 7 / 6 − 15.59
    expect(fleschKincaidGrade(text)).toBeCloseTo(-0.653, 2);
  });
});

describe('Fernández-Huerta', () => {
  it('scores a short everyday sentence as very easy', () => {
    // El pe-rro co-me pan: 6 syllables.
    const text = 'El perro come pan.';
    expect(countText(text, 'es')).toEqual({ words: 4, sentences: 1, syllables: 6 });
    // 206.84 − 60 × 1.5 − 1.02 × 4
    expect(fernandezHuerta(text)).toBeCloseTo(112.76, 2);
    expect(fernandezHuertaBand(fernandezHuerta(text))).toBe('muy fácil (4.º grado)');
  });

  it('scores a clinical sentence as difficult', () => {
    // La an-ti-con-cep-ción hor-mo-nal com-bi-na-da au-men-ta el ries-go de trom-bo-sis
    // ve-no-sa pro-fun-da: 29 syllables.
    const text =
      'La anticoncepción hormonal combinada aumenta el riesgo de trombosis venosa profunda.';
    expect(countText(text, 'es')).toEqual({ words: 11, sentences: 1, syllables: 29 });
    // 206.84 − 60 × 29 / 11 − 1.02 × 11
    expect(fernandezHuerta(text)).toBeCloseTo(37.44, 2);
    expect(fernandezHuertaBand(fernandezHuerta(text))).toBe('difícil');
  });

  it('counts a question and a statement as two sentences, with the opening marks', () => {
    // ¿Fu-ma? El va-pe-a-dor tam-bién cuen-ta: 11 syllables.
    const text = '¿Fuma? El vapeador también cuenta.';
    expect(countText(text, 'es')).toEqual({ words: 5, sentences: 2, syllables: 11 });
    // 206.84 − 60 × 11 / 5 − 1.02 × 2.5
    expect(fernandezHuerta(text)).toBeCloseTo(72.29, 2);
    expect(fernandezHuertaBand(fernandezHuerta(text))).toBe('bastante fácil (6.º grado)');
  });
});

describe('withoutTerms', () => {
  it('removes whole terms in any case, and the parentheses they leave empty', () => {
    expect(
      withoutTerms('Have you had diabetes during a pregnancy (gestational diabetes)?', [
        'gestational diabetes',
      ]),
    ).toBe('Have you had diabetes during a pregnancy?');
    expect(withoutTerms('¿Tiene fibrosis quística?', ['Fibrosis quística'])).toBe('¿Tiene?');
  });

  it('leaves a term inside a longer word', () => {
    expect(withoutTerms('Lupus and lupuslike', ['lupus'])).toBe('and lupuslike');
  });
});

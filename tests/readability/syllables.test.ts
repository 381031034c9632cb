import { describe, expect, it } from 'vitest';
import { englishSyllables, spanishSyllables } from './syllables';

/** Hand-counted, with the dictionary's syllable breaks. */
describe('englishSyllables', () => {
  it.each([
    ['cat', 1], // cat
    ['smoke', 1], // smoke: a silent final e
    ['makes', 1], // makes
    ['used', 1], // used: a silent -ed
    ['stopped', 1], // stopped
    ['treated', 2], // treat-ed
    ['changes', 2], // chang-es
    ['table', 2], // ta-ble
    ['people', 2], // peo-ple
    ['pregnancy', 3], // preg-nan-cy
    ['abortion', 3], // a-bor-tion
    ['miscarriage', 3], // mis-car-riage
    ['diagnosed', 3], // di-ag-nosed
    ['period', 3], // pe-ri-od
    ['previous', 3], // pre-vi-ous
    ['usual', 3], // u-su-al
    ['sexually', 4], // sex-u-al-ly
    ['diet', 2], // di-et
    ['patient', 2], // pa-tient
    ['being', 2], // be-ing
    ['your', 1], // your: a y before a vowel is a consonant
    ['cigarettes', 3], // cig-a-rettes
    ['HIV', 3], // H-I-V, read letter by letter
    ['IUDs', 3], // I-U-Ds
    ['15', 2], // a syllable a digit
  ])('%s has %i', (word, syllables) => {
    expect(englishSyllables(word)).toBe(syllables);
  });
});

describe('spanishSyllables', () => {
  it.each([
    ['pan', 1], // pan
    ['perro', 2], // pe-rro
    ['ciudad', 2], // ciu-dad: an unstressed i and u make a diphthong
    ['huevo', 2], // hue-vo
    ['poeta', 3], // po-e-ta: two strong vowels are two syllables
    ['aéreo', 4], // a-é-re-o
    ['día', 2], // dí-a: a stressed í breaks the diphthong
    ['país', 2], // pa-ís
    ['reúne', 3], // re-ú-ne
    ['escalofríos', 5], // es-ca-lo-frí-os
    ['menstruación', 3], // mens-trua-ción
    ['cesárea', 4], // ce-sá-re-a
    ['que', 1], // que: the u is not read
    ['guía', 2], // guí-a
    ['sanguíneos', 4], // san-guí-ne-os
    ['cigüeña', 3], // ci-güe-ña: ü is read, and makes a diphthong
    ['buey', 1], // buey: a final y after a vowel is its i
    ['muy', 1], // muy
    ['ayuda', 3], // a-yu-da: a y before a vowel is a consonant
    ['anticonceptivo', 6], // an-ti-con-cep-ti-vo
    ['VIH', 3], // an abbreviation: a syllable a letter, near enough for three letters
  ])('%s has %i', (word, syllables) => {
    expect(spanishSyllables(word)).toBe(syllables);
  });
});

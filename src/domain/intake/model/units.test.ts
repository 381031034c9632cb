import { describe, expect, it } from 'vitest';
import { fieldsByKey } from '../catalog';
import {
  centimetreRange,
  feetAndInches,
  inchesFromCentimetres,
  inchesFromFeetAndInches,
  kilogramRange,
  measureOf,
  parseAmount,
  poundsFromKilograms,
} from './units';

const height = fieldsByKey.get('height')!;
const weight = fieldsByKey.get('weight')!;
const range = (field: typeof height) => ({ min: field.min!, max: field.max! });

describe('height and weight conversions', () => {
  it('turns feet and inches into inches', () => {
    expect(inchesFromFeetAndInches(5, 4)).toBe(64);
    expect(inchesFromFeetAndInches(6, 0)).toBe(72);
  });

  it('turns centimetres into whole inches, rounded to the nearest', () => {
    expect(inchesFromCentimetres(160)).toBe(63); // 62.99
    expect(inchesFromCentimetres(152.4)).toBe(60); // exactly 5 ft
    expect(inchesFromCentimetres(165)).toBe(65); // 64.96
    expect(inchesFromCentimetres(166.4)).toBe(66); // 65.51: a half and over rounds up
    expect(inchesFromCentimetres(166.3)).toBe(65); // 65.47
  });

  it('turns kilograms into whole pounds, rounded to the nearest', () => {
    expect(poundsFromKilograms(60)).toBe(132); // 132.28
    expect(poundsFromKilograms(58.5)).toBe(129); // 128.97
    expect(poundsFromKilograms(45.359237)).toBe(100); // exactly 100 lb
    expect(poundsFromKilograms(100)).toBe(220); // 220.46
  });

  it('splits inches into feet and inches', () => {
    expect(feetAndInches(64)).toEqual({ feet: 5, inches: 4 });
    expect(feetAndInches(42)).toEqual({ feet: 3, inches: 6 });
    expect(feetAndInches(84)).toEqual({ feet: 7, inches: 0 });
  });
});

describe('the plausible ranges, kept once in the catalog', () => {
  it('are 42-84 in and 50-700 lb, on the fields that hold inches and pounds', () => {
    expect(range(height)).toEqual({ min: 42, max: 84 });
    expect(range(weight)).toEqual({ min: 50, max: 700 });
    expect(measureOf(height)).toBe('height');
    expect(measureOf(weight)).toBe('weight');
    expect(measureOf(fieldsByKey.get('first_menstruation')!)).toBeUndefined();
  });

  it('derive the centimetres and kilograms that convert within them, and no more', () => {
    const cm = centimetreRange(range(height));
    expect(cm).toEqual({ min: 106, max: 214 });
    expect(inchesFromCentimetres(cm.min)).toBe(42);
    expect(inchesFromCentimetres(cm.min - 1)).toBe(41);
    expect(inchesFromCentimetres(cm.max)).toBe(84);
    expect(inchesFromCentimetres(cm.max + 1)).toBe(85);

    const kg = kilogramRange(range(weight));
    expect(kg).toEqual({ min: 23, max: 317 });
    expect(poundsFromKilograms(kg.min)).toBeGreaterThanOrEqual(50);
    expect(poundsFromKilograms(kg.min - 1)).toBeLessThan(50);
    expect(poundsFromKilograms(kg.max)).toBeLessThanOrEqual(700);
    expect(poundsFromKilograms(kg.max + 1)).toBeGreaterThan(700);
  });

  it('do not overlap between inches and centimetres, so a unit slip is refused', () => {
    const cm = centimetreRange(range(height));
    // 160 cm typed as inches, and 64 in typed as centimetres.
    expect(160).toBeGreaterThan(height.max!);
    expect(64).toBeLessThan(cm.min);
    expect(height.max!).toBeLessThan(cm.min);
  });
});

describe('a typed amount', () => {
  it('is a whole number where decimals are not taken', () => {
    expect(parseAmount(' 64 ', { decimals: false })).toEqual({ number: 64 });
    expect(parseAmount('-3', { decimals: false })).toEqual({ number: -3 });
    expect(parseAmount('5.4', { decimals: false })).toEqual({ problem: 'notWhole' });
    expect(parseAmount('5 ft', { decimals: false })).toEqual({ problem: 'notANumber' });
  });

  it('takes a decimal point or comma where decimals are', () => {
    expect(parseAmount('58.5', { decimals: true })).toEqual({ number: 58.5 });
    expect(parseAmount('58,5', { decimals: true })).toEqual({ number: 58.5 });
    expect(parseAmount('1,60', { decimals: true })).toEqual({ number: 1.6 });
    expect(parseAmount('1.600,5', { decimals: true })).toEqual({ problem: 'notANumber' });
    expect(parseAmount('', { decimals: true })).toEqual({ problem: 'notANumber' });
  });
});

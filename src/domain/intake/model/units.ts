/**
 * Height and weight as a patient may know them, and as the record keeps them (docs/product.md,
 * "Entities and fields": height in inches, weight in pounds, whole numbers). Pure conversions and
 * the metric ranges derived from the catalog's own (its fields' min and max, the one home of the
 * ranges).
 */

/** Exact by definition (the international inch and pound of 1959). */
const CENTIMETRES_PER_INCH = 2.54;
const KILOGRAMS_PER_POUND = 0.45359237;
export const INCHES_PER_FOOT = 12;

/** The units a patient may give her height in: feet and inches, or centimetres. */
type HeightUnit = 'ft_in' | 'cm';
/** The units a patient may give her weight in. */
type WeightUnit = 'lb' | 'kg';
export type MeasureUnit = HeightUnit | WeightUnit;

/** The measures the record keeps in imperial units, by the catalog field's unit. */
export type Measure = 'height' | 'weight';
const MEASURE_BY_FIELD_UNIT: Readonly<Record<string, Measure>> = { in: 'height', lbs: 'weight' };

/** Height for a field kept in inches, weight for one kept in pounds; otherwise none. */
export function measureOf(field: { unit?: string }): Measure | undefined {
  return field.unit === undefined ? undefined : MEASURE_BY_FIELD_UNIT[field.unit];
}

/** The stored unit's name in words, for the provider's messages. */
export const STORED_UNIT_WORD: Readonly<Record<Measure, string>> = {
  height: 'inches',
  weight: 'pounds',
};

/** The nearest whole number, a half rounded up: what the record keeps. */
function nearest(value: number): number {
  return Math.round(value);
}

/** 5 ft 4 in -> 64 (inches). */
export function inchesFromFeetAndInches(feet: number, inches: number): number {
  return nearest(feet * INCHES_PER_FOOT + inches);
}

/** 160 cm -> 63 (inches, rounded to the nearest). */
export function inchesFromCentimetres(centimetres: number): number {
  return nearest(centimetres / CENTIMETRES_PER_INCH);
}

/** 60 kg -> 132 (pounds, rounded to the nearest). */
export function poundsFromKilograms(kilograms: number): number {
  return nearest(kilograms / KILOGRAMS_PER_POUND);
}

/** 64 -> 5 ft 4 in; a whole number of inches. */
export function feetAndInches(inches: number): { feet: number; inches: number } {
  return { feet: Math.floor(inches / INCHES_PER_FOOT), inches: inches % INCHES_PER_FOOT };
}

export interface Range {
  min: number;
  max: number;
}

/**
 * The whole metric values whose conversion (to the nearest whole stored unit) falls within
 * the stored range: every metric value from min to max, decimals too, is kept within it, and
 * nothing outside is. `perStored` is metric units per stored unit (2.54 cm per inch).
 */
function metricRange({ min, max }: Range, perStored: number): Range {
  const toStored = (metric: number) => nearest(metric / perStored);
  // From the half-way points, then a step either way where floating point fell short.
  let low = Math.ceil((min - 0.5) * perStored);
  if (toStored(low) < min) low += 1;
  else if (toStored(low - 1) >= min) low -= 1;
  let high = Math.floor((max + 0.5) * perStored);
  if (toStored(high) > max) high -= 1;
  else if (toStored(high + 1) <= max) high += 1;
  return { min: low, max: high };
}

/** The centimetres that are the catalog's inches: 42-84 in -> 106-214 cm. */
export function centimetreRange(inches: Range): Range {
  return metricRange(inches, CENTIMETRES_PER_INCH);
}

/** The kilograms that are the catalog's pounds: 50-700 lb -> 23-317 kg. */
export function kilogramRange(pounds: Range): Range {
  return metricRange(pounds, KILOGRAMS_PER_POUND);
}

/** A number as typed, or why it is not one. */
export type Amount = { number: number } | { problem: 'notWhole' | 'notANumber' };

const WHOLE = /^[-+]?\d+$/;
/** One decimal separator, a point or a comma (1,60 in Spanish). */
const DECIMAL = /^[-+]?\d+(?:[.,]\d+)?$/;

/**
 * A typed amount: a whole number (feet, inches, pounds), or, where `decimals` (centimetres,
 * kilograms, often given to a tenth), one with a decimal point or comma. A sign is read, so
 * a negative is refused by its range, not as "not a number"; so is a number too long to keep.
 */
export function parseAmount(text: string, { decimals }: { decimals: boolean }): Amount {
  const trimmed = text.trim();
  if (WHOLE.test(trimmed) || (decimals && DECIMAL.test(trimmed))) {
    return { number: Number(trimmed.replace(',', '.')) };
  }
  return { problem: !decimals && DECIMAL.test(trimmed) ? 'notWhole' : 'notANumber' };
}

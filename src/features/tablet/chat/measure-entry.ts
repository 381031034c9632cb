/**
 * Height and weight in the chat, as the patient knows them: feet and inches or centimetres,
 * pounds or kilograms. The answer as given is kept beside the stored field's value under
 * the chat's own keys (not catalog keys, so never sent); the stored value is its conversion
 * to whole inches or pounds (domain/intake/model/units), '' while the answer is not sound.
 */
import type { FieldDef, Language } from '../../../domain/intake/catalog';
import { textOf, type FormValues } from '../../../domain/intake/model';
import {
  centimetreRange,
  inchesFromCentimetres,
  inchesFromFeetAndInches,
  INCHES_PER_FOOT,
  kilogramRange,
  measureOf,
  parseAmount,
  poundsFromKilograms,
  type Measure,
  type MeasureUnit,
  type Range,
} from '../../../domain/intake/model/units';

export type MeasureBox = 'feet' | 'inches' | 'cm' | 'lb' | 'kg';

/** The units a measure may be given in, in the order the choice shows them. */
export const MEASURE_UNITS: Readonly<Record<Measure, readonly MeasureUnit[]>> = {
  height: ['ft_in', 'cm'],
  weight: ['lb', 'kg'],
};

/** The boxes of a unit, in order. */
export const UNIT_BOXES: Readonly<Record<MeasureUnit, readonly MeasureBox[]>> = {
  ft_in: ['feet', 'inches'],
  cm: ['cm'],
  lb: ['lb'],
  kg: ['kg'],
};

/**
 * The unit offered until the patient picks one: in Spanish the metric units that most of
 * Latin America and Spain measure in; in English the clinic's feet and inches and pounds.
 */
export function defaultUnit(measure: Measure, language: Language): MeasureUnit {
  if (language === 'es') return measure === 'height' ? 'cm' : 'kg';
  return measure === 'height' ? 'ft_in' : 'lb';
}

/** The chat's key for the unit chosen, or one box's text, of a measure's answer. */
export function entryKey(fieldKey: string, part: 'unit' | MeasureBox): string {
  return `entry:${fieldKey}:${part}`;
}

/** The field as a measure the chat asks in a unit of the patient's choice, if it is one. */
export function chatMeasureOf(field: FieldDef): Measure | undefined {
  return field.kind === 'integer' ? measureOf(field) : undefined;
}

/** The unit of the answer as given; the language's default until anything is typed. */
export function unitOf(
  field: FieldDef,
  measure: Measure,
  values: FormValues,
  language: Language,
): MeasureUnit {
  const unit = textOf(values, entryKey(field.key, 'unit')) as MeasureUnit;
  return MEASURE_UNITS[measure].includes(unit) ? unit : defaultUnit(measure, language);
}

/** What is wrong with a measure's answer, for the patient's message. */
export type MeasureProblem =
  | { kind: 'required' | 'wholeNumber' | 'number' | 'inchesPart' }
  /** Out of the plausible range, given in the unit she used (inches for feet and inches). */
  | { kind: 'measureRange'; measure: Measure; unit: MeasureUnit; min: number; max: number };

type Reading = { stored: number } | { problem: MeasureProblem };

const RANGE_OF: Record<MeasureUnit, (stored: Range) => Range> = {
  ft_in: (inches) => inches,
  cm: centimetreRange,
  lb: (pounds) => pounds,
  kg: kilogramRange,
};

const DECIMALS: Record<MeasureBox, boolean> = {
  feet: false,
  inches: false,
  lb: false,
  cm: true,
  kg: true,
};

/**
 * An answer's stored whole number (inches or pounds), or its problem. An empty box of two
 * (feet, inches) counts as 0 once the other is given.
 */
export function readMeasure(
  field: FieldDef,
  measure: Measure,
  unit: MeasureUnit,
  values: FormValues,
): Reading {
  const boxes = UNIT_BOXES[unit];
  const texts = boxes.map((box) => textOf(values, entryKey(field.key, box)).trim());
  if (texts.every((text) => text === '')) return { problem: { kind: 'required' } };
  const numbers: number[] = [];
  for (const [index, box] of boxes.entries()) {
    const text = texts[index] ?? '';
    if (text === '') {
      numbers.push(0);
      continue;
    }
    const amount = parseAmount(text, { decimals: DECIMALS[box] });
    if ('problem' in amount) {
      return { problem: { kind: DECIMALS[box] ? 'number' : 'wholeNumber' } };
    }
    numbers.push(amount.number);
  }
  const [first = 0, second = 0] = numbers;
  if (unit === 'ft_in' && (second < 0 || second >= INCHES_PER_FOOT)) {
    return { problem: { kind: 'inchesPart' } };
  }
  const stored = { min: field.min ?? 1, max: field.max ?? Number.MAX_SAFE_INTEGER };
  const given = unit === 'ft_in' ? inchesFromFeetAndInches(first, second) : first;
  const range = RANGE_OF[unit](stored);
  if (!(given >= range.min && given <= range.max)) {
    return { problem: { kind: 'measureRange', measure, unit, ...range } };
  }
  const converted =
    unit === 'cm'
      ? inchesFromCentimetres(given)
      : unit === 'kg'
        ? poundsFromKilograms(given)
        : given;
  return { stored: converted };
}

/**
 * The answers with one box of a measure typed (or its unit chosen), the unit chosen kept,
 * and the stored value recomputed: the conversion, or '' while the answer is not sound.
 */
export function withMeasureEntry(
  values: FormValues,
  field: FieldDef,
  measure: Measure,
  unit: MeasureUnit,
  box?: { box: MeasureBox; text: string },
): FormValues {
  const next: FormValues = { ...values, [entryKey(field.key, 'unit')]: unit };
  if (box) next[entryKey(field.key, box.box)] = box.text;
  const reading = readMeasure(field, measure, unit, next);
  next[field.key] = 'stored' in reading ? String(reading.stored) : '';
  return next;
}

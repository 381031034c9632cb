/**
 * A blood-pressure reading as the intake stores it: { systolic, diastolic } as numbers or numeric
 * text (the form), or one text such as "150/95" or "150 / 95 mmHg" (the sample data,
 * docs/product.md, "Entities and fields"). Anything else is no reading: the safety check lists it
 * as missing, never as normal.
 */
export interface Reading {
  systolic: number;
  diastolic: number;
}

/** "150/95", "150 / 95 mmHg", "150/95 mm Hg". */
const TEXT = /^\s*(\d{2,3}(?:\.\d+)?)\s*\/\s*(\d{2,3}(?:\.\d+)?)\s*(?:mm\s*hg)?\s*$/i;

function positive(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : undefined;
}

export function readBloodPressure(value: unknown): Reading | undefined {
  if (typeof value === 'string') {
    const match = TEXT.exec(value);
    return match ? { systolic: Number(match[1]), diastolic: Number(match[2]) } : undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { systolic, diastolic } = value as Record<string, unknown>;
  const reading = { systolic: positive(systolic), diastolic: positive(diastolic) };
  return reading.systolic !== undefined && reading.diastolic !== undefined
    ? (reading as Reading)
    : undefined;
}

/** A reading's band on the U.S. MEC chart, lowest first. */
export const pressureBands = ['below', 'elevated', 'severe'] as const;
export type ReadingBand = (typeof pressureBands)[number];

/** The chart's bands: systolic >= 160 or diastolic >= 100; systolic 140-159 or diastolic 90-99. */
export function pressureBand({ systolic, diastolic }: Reading): ReadingBand {
  if (systolic >= 160 || diastolic >= 100) return 'severe';
  if (systolic >= 140 || diastolic >= 90) return 'elevated';
  return 'below';
}

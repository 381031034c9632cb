/** The BMI factor for pounds and inches (docs/product.md, "Constants and limits"). */
const BMI_FACTOR = 703;

/** A positive number, from a number or numeric text; null otherwise. */
export function positiveNumber(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : null;
}

/** Weight in lbs / height in inches squared * 703; null when either is missing. */
export function bodyMassIndex(weightLbs: unknown, heightInches: unknown): number | null {
  const weight = positiveNumber(weightLbs);
  const height = positiveNumber(heightInches);
  if (weight === null || height === null) return null;
  return (weight / height ** 2) * BMI_FACTOR;
}

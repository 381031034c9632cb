/**
 * The National Provider Identifier's check: 10 digits, the last a Luhn check digit computed over
 * the first 9 with the prefix 80840 (CMS, "Requirements for Check Digit Algorithm for the National
 * Provider Identifier (NPI)"; docs/fhir-record.md, "Practitioner and Organization").
 */
const PREFIX = '80840';

export function isNpi(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const digits = `${PREFIX}${value}`;
  let sum = 0;
  // Luhn: from the right, every second digit doubled (the check digit itself is not).
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

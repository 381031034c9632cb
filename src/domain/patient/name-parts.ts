/**
 * Her name in two parts, given names and family name, as a record system files it
 * (docs/fhir-record.md, "Patient"). The intake holds one name; this is only the suggestion the
 * pharmacist sees and checks with her: the last word as the family name, the words before it as
 * the given names. A name of one word is taken as the family name.
 */
export interface NameParts {
  given: string;
  family: string;
}

export function suggestedNameParts(name: string): NameParts {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { given: words.slice(0, -1).join(' '), family: words.at(-1) ?? '' };
}

/**
 * The code systems and codes the visit record writes, each with the public source it was found
 * in (docs/fhir-record.md, "Codes"). A concept with no code found in a public source is written
 * as text alone: a code is never guessed.
 */
import type { CodeableConcept, Coding } from '@medplum/fhirtypes';
import type { Method } from '../../clinical/methods';
import type { ProductKind } from '../method-facts/product-kinds';

const LOINC = 'http://loinc.org';
const SNOMED = 'http://snomed.info/sct';
export const UCUM = 'http://unitsofmeasure.org';
const OBSERVATION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';
const NULL_FLAVOR = 'http://terminology.hl7.org/CodeSystem/v3-NullFlavor';

export const loinc = (code: string, display: string): CodeableConcept => ({
  coding: [{ system: LOINC, code, display }],
});
export const snomed = (code: string, display: string) => ({
  system: SNOMED,
  code,
  display,
});
export const category = (code: string, display: string): CodeableConcept => ({
  coding: [{ system: OBSERVATION_CATEGORY, code, display }],
});

/**
 * Pregnancy status as US Core's Observation Pregnancy Status profile words it (US Core 6.1.0,
 * ValueSet "US Core Pregnancy Status Codes"): SNOMED CT pregnant or not pregnant, and "unknown"
 * as the HL7 v3 null flavor UNK.
 */
export const PREGNANCY_STATUS = {
  reasonably_certain: snomed('60001007', 'Not pregnant'),
  negative_test_only: { system: NULL_FLAVOR, code: 'UNK', display: 'Unknown' },
  not_ruled_out: { system: NULL_FLAVOR, code: 'UNK', display: 'Unknown' },
  positive_test: snomed('77386006', 'Pregnant'),
} as const satisfies Record<string, Coding>;

export const TEST_RESULT = {
  negative: snomed('260385009', 'Negative'),
  positive: snomed('10828004', 'Positive'),
} as const;

/**
 * The LOINC answers for a contraceptive method that two public sources agree on: the WHO Family
 * Planning implementation guide's data dictionary and the LOINC expansion the HL7 terminology
 * server gives (value set "Family Planning Method", Ethiopia HIV implementation guide). The other
 * methods are named in words only.
 */
const METHOD_ANSWERS = {
  combined_pill: { system: LOINC, code: 'LA27908-5', display: 'Combined oral contraceptive pills' },
  injection: { system: LOINC, code: 'LA27907-7', display: 'Injectables' },
  implant: { system: LOINC, code: 'LA27901-0', display: 'Implantable rod' },
} as const satisfies Partial<Record<ProductKind, Coding>>;

/** A kind of product as a contraceptive method: its LOINC answer where one is confirmed. */
export function methodConcept(kind: ProductKind | Method, words: string): CodeableConcept {
  const answer = (METHOD_ANSWERS as Partial<Record<string, Coding>>)[kind];
  return { ...(answer && { coding: [answer] }), text: words };
}

/**
 * The products whose RxNorm code a public source gives (NLM RxNorm, the branded 28-day packs
 * docs/method-facts.md cites for their strengths); any other product is named in words only.
 */
export const RXNORM_PACKS: Readonly<Record<string, Coding>> = {
  Yaz: {
    system: 'http://www.nlm.nih.gov/research/umls/rxnorm',
    code: '748856',
    display: 'Yaz 28 Day Pack',
  },
  Yasmin: {
    system: 'http://www.nlm.nih.gov/research/umls/rxnorm',
    code: '748857',
    display: 'Yasmin 28 Day Pack',
  },
  Trivora: {
    system: 'http://www.nlm.nih.gov/research/umls/rxnorm',
    code: '748865',
    display: 'Trivora 28 Day Pack',
  },
};

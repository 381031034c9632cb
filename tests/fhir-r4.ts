/**
 * FHIR R4 validation for the tests and the end-to-end run (plain Node: no test runner, no DOM
 * here). A record is checked by four independent validators, each said in
 * docs/fhir-validation.md: HL7's R4 JSON Schema, the R4 FHIRPath invariants evaluated with
 * fhirpath.js (with the narrative rules checked a second way), Medplum's validator, and the
 * US Core 5.0.1 profiles each resource declares.
 */
import { invariantFindings } from './fhir/invariants';
import { jsonSchemaProblems } from './fhir/json-schema';
import { medplumFindings, usCoreFindings } from './fhir/medplum';

/** Each validator reads its own copy: fhirpath.js marks the objects it walks. */
const copy = (bundle: unknown): unknown => structuredClone(bundle);

/** Every problem each validator finds in the bundle and every resource in it; [] each when valid. */
export function recordProblems(bundle: unknown): {
  jsonSchema: string[];
  invariants: string[];
  medplum: string[];
  usCore: string[];
} {
  return {
    jsonSchema: jsonSchemaProblems(copy(bundle)),
    invariants: invariantFindings(copy(bundle)).problems,
    medplum: medplumFindings(copy(bundle)).errors,
    usCore: usCoreFindings(copy(bundle)).errors,
  };
}

/** Warnings, listed separately, so a test can compare them against the documented allowed list. */
export function recordWarnings(bundle: unknown): string[] {
  return [
    ...invariantFindings(copy(bundle)).warnings,
    ...medplumFindings(copy(bundle)).warnings,
    ...usCoreFindings(copy(bundle)).warnings,
  ];
}

/** What `recordProblems` gives for a valid record: nothing from any validator. */
export const NO_RECORD_PROBLEMS = { jsonSchema: [], invariants: [], medplum: [], usCore: [] };

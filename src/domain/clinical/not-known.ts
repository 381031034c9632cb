/**
 * The chart rows that can rule a method out (3, 4 or NA in some cell), by the answers they
 * read: where a patient's forced guess could flip a category, so the catalog's
 * `notKnownAnswers` must offer her "I don't know" (not-known.test.ts; docs/safety-check.md).
 */
import type { FieldKey } from '../intake/catalog';
import { readCell, rulesOut } from './cells';
import { chart, countedAs, type RowId } from './chart';
import { rowAnswers, rowIds } from './row-answers';

function restricts(id: RowId): boolean {
  return chart[countedAs(id)].cells.some((text) => {
    const cell = readCell(text);
    return cell !== undefined && rulesOut(cell.category);
  });
}

/** The rows each answer feeds that can rule a method out. */
export const restrictingRowsByAnswer: ReadonlyMap<FieldKey, readonly RowId[]> = (() => {
  const rows = new Map<FieldKey, RowId[]>();
  for (const id of rowIds) {
    if (!restricts(id)) continue;
    for (const key of rowAnswers[id]) rows.set(key, [...(rows.get(key) ?? []), id]);
  }
  return rows;
})();

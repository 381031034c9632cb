/**
 * The safety check: the U.S. MEC 2024 category of every method group for one patient, from
 * her intake, with the chart rows that decided it, the answers it needed but did not find,
 * and whether it is complete (docs/safety-check.md).
 *
 * How rows combine, stated once: a method's result is the strictest cell of the rows that are
 * selected (true, or taken as the stricter row for want of an answer). A row whose condition
 * is unknown is never selected and never hides another row; it can only make the check
 * incomplete, for each method where it could raise the result to 3, 4 or not applicable.
 * A selected row hides a milder row of the same condition (`yieldsTo`); an unknown one
 * does not, so a row selected by a known fact always counts.
 */
import type { PatientInformation } from '../../api/schemas';
import { fieldKeys, fieldsByKey, type FieldKey } from '../intake/catalog';
import { readCell, rulesOut, strictness, type Cell, type Eligibility } from './cells';
import { chart, chartColumns, countedAs, type ChartRow, type RowId } from './chart';
import { evaluate } from '../rules/evaluate';
import type { Method } from './methods';

/** A chart row that applies to the patient. */
export interface Finding {
  /** The row counted: the one selected, or the stricter row it is taken as. */
  row: RowId;
  /** The row whose answers selected it. */
  selectedBy: RowId;
  /** The row in the chart's words. */
  condition: string;
  /** What in the intake selected it: "age 38", "blood pressure 165/95 mm Hg". */
  facts: string[];
  /** Why a stricter row stands for what the intake cannot tell. */
  notes: string[];
  /** Its cell per method; a method the row does not concern ("-") has none. */
  cells: Partial<Record<Method, Cell>>;
}

export interface MethodSafety {
  /** The strictest cell of the rows that apply: a category (1 when none does) or NA. */
  category: Eligibility;
  /** Every row that applies, with this method's cell, the deciding ones first. */
  reasons: { finding: Finding; cell: Cell }[];
  /** The labels of the intake's questions it needed but found unanswered. */
  missing: string[];
  /**
   * The labels of the unanswered questions that could still make this method category 3, 4
   * or not applicable: while there is one, the check is incomplete for the method.
   */
  incomplete: string[];
}

export type SafetyCheck = Record<Method, MethodSafety>;

function cellsOf(row: ChartRow): Partial<Record<Method, Cell>> {
  const cells: Partial<Record<Method, Cell>> = {};
  chartColumns.forEach((method, index) => {
    const cell = readCell(row.cells[index]!);
    if (cell) cells[method] = cell;
  });
  return cells;
}

const rowIds = Object.keys(chart) as RowId[];

const rowCells = Object.fromEntries(
  rowIds.map((id) => [id, cellsOf(chart[countedAs(id)])]),
) as Record<RowId, Partial<Record<Method, Cell>>>;

/** How strict this row is for the method: 0 where it does not concern it. */
const strictnessOf = (id: RowId, method: Method) => {
  const cell = rowCells[id][method];
  return cell ? strictness(cell.category) : 0;
};

const catalogOrder = new Map(fieldKeys.map((key, index) => [key, index]));
const byCatalogOrder = (a: FieldKey, b: FieldKey) =>
  (catalogOrder.get(a) ?? 0) - (catalogOrder.get(b) ?? 0);
const labelOf = (key: FieldKey) => fieldsByKey.get(key)?.label ?? key;
const labels = (keys: FieldKey[]) => [...new Set(keys)].sort(byCatalogOrder).map(labelOf);

/**
 * Unknown: unanswered, or answered "I don't know" (both stored as null, the Unknown of
 * docs/product.md, "Validation rules").
 */
function assumedNote(assumed: FieldKey[]): string {
  return `Not known: ${assumed.map(labelOf).join(', ')}; the stricter row is taken.`;
}

/** Every method group's category for this patient on `today`. */
export function safetyCheck(information: PatientInformation, today: Date): SafetyCheck {
  const selected = new Map<RowId, Finding>();
  /** Rows selected for want of answers, and rows left unknown: the answers each lacks. */
  const assumedBy = new Map<RowId, FieldKey[]>();
  const unknownBy = new Map<RowId, FieldKey[]>();

  for (const id of rowIds) {
    const row = chart[id];
    if (!row.when) continue;
    const { value, missing, assumed, facts } = evaluate(row.when, information, today);
    if (value === undefined) {
      unknownBy.set(id, missing);
      continue;
    }
    if (!value) continue;
    if (assumed.length) assumedBy.set(id, assumed);
    const counted = countedAs(id);
    selected.set(id, {
      row: counted,
      selectedBy: id,
      condition: chart[counted].condition,
      facts,
      notes: [row.note, assumed.length ? assumedNote(assumed) : undefined].filter(
        (note) => note !== undefined,
      ),
      cells: rowCells[counted],
    });
  }

  // A milder row gives way only to a stricter one that is selected.
  const findings = [...selected]
    .filter(([id]) => {
      const stricter = chart[id].yieldsTo as RowId | undefined;
      return !stricter || !selected.has(stricter);
    })
    .map(([, finding]) => finding);

  const check = {} as SafetyCheck;
  for (const method of chartColumns) {
    const reasons = findings
      .flatMap((finding) => {
        const cell = finding.cells[method];
        return cell ? [{ finding, cell }] : [];
      })
      .sort((a, b) => strictness(b.cell.category) - strictness(a.cell.category));
    const category = reasons.reduce<Eligibility>(
      (strictest, { cell }) =>
        strictness(cell.category) > strictness(strictest) ? cell.category : strictest,
      1,
    );
    const restricting = (id: RowId) => strictnessOf(id, method) > 1;
    const missing = [...assumedBy, ...unknownBy]
      .filter(([id]) => restricting(id))
      .flatMap(([, keys]) => keys);
    const incomplete = [...unknownBy]
      .filter(([id]) => {
        const cell = rowCells[id][method];
        return cell && rulesOut(cell.category) && strictnessOf(id, method) > strictness(category);
      })
      .flatMap(([, keys]) => keys);
    check[method] = {
      category,
      reasons,
      missing: labels(missing),
      incomplete: labels(incomplete),
    };
  }
  return check;
}

/**
 * The row with what selected it: "Smoking, age 35 or older, 15 or more cigarettes a day (age 38)".
 */
export function conditionOf(finding: Finding): string {
  return finding.facts.length
    ? `${finding.condition} (${finding.facts.join('; ')})`
    : finding.condition;
}

/** A cell in words: "category 4*", "not applicable". */
export function cellWords(cell: Cell): string {
  return cell.category === 'NA' ? `not applicable (${cell.text})` : `category ${cell.words}`;
}

/** A reason in words: "Smoking, age 35 or older, … (age 38): category 4." and its notes. */
export function describeReason(finding: Finding, cell: Cell): string {
  return [`${conditionOf(finding)}: ${cellWords(cell)}.`, ...finding.notes].join(' ');
}

/** Every row that applies to any method, once, in chart order. */
export function findingsOf(check: SafetyCheck): Finding[] {
  const rows = new Map<RowId, Finding>();
  for (const method of chartColumns) {
    for (const { finding } of check[method].reasons) rows.set(finding.row, finding);
  }
  return [...rows.values()].sort((a, b) => rowIds.indexOf(a.row) - rowIds.indexOf(b.row));
}

/** The check is complete for every method: no unanswered question could rule one out. */
export const isComplete = (check: SafetyCheck): boolean =>
  chartColumns.every((method) => check[method].incomplete.length === 0);

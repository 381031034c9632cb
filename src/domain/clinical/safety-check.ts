/**
 * The safety check: the U.S. MEC 2024 category of every method group for one patient, from
 * her intake, with the chart rows that decided it and the answers it needed but did not find.
 */
import type { PatientInformation } from '../../api/schemas';
import { fieldKeys, fieldsByKey, type FieldKey } from '../intake/catalog';
import { readCell, type Category, type Cell } from './cells';
import { chart, chartColumns, countedAs, type ChartRow, type RowId } from './chart';
import { evaluate } from './conditions';
import type { Method } from './methods';

/** A chart row that applies to the patient. */
export interface Finding {
  row: RowId;
  /** The row in the chart's words. */
  condition: string;
  /** What in the intake selected it: "age 38", "blood pressure 165/95 mm Hg". */
  facts: string[];
  /** Why a stricter row stands for what the intake cannot tell. */
  notes: string[];
  /** Its cell per method; a method the row does not apply to ("-") has none. */
  cells: Partial<Record<Method, Cell>>;
}

export interface MethodSafety {
  /** The highest category of the rows that apply; 1 when none does. */
  category: Category;
  /** Every row that applies, with this method's cell, the deciding ones first. */
  reasons: { finding: Finding; cell: Cell }[];
  /** The labels of the intake's questions it needed but found unanswered. */
  missing: string[];
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

/** The methods a row restricts (category 2 or more): an answer it lacks matters to them. */
const restricts = (id: RowId, method: Method) => (rowCells[id][method]?.category ?? 1) > 1;

const catalogOrder = new Map(fieldKeys.map((key, index) => [key, index]));
const byCatalogOrder = (a: FieldKey, b: FieldKey) =>
  (catalogOrder.get(a) ?? 0) - (catalogOrder.get(b) ?? 0);
const labelOf = (key: FieldKey) => fieldsByKey.get(key)?.label ?? key;

function assumedNote(assumed: FieldKey[]): string {
  return `Not answered: ${assumed.map(labelOf).join(', ')}; the stricter row is taken.`;
}

/** Every method group's category for this patient on `today`. */
export function safetyCheck(information: PatientInformation, today: Date): SafetyCheck {
  const findings: Finding[] = [];
  const lacking = new Map<RowId, FieldKey[]>();

  for (const id of rowIds) {
    const row = chart[id];
    if (!row.when) continue;
    const { value, missing, assumed, facts } = evaluate(row.when, information, today);
    const counted = countedAs(id);
    if (value === undefined) {
      lacking.set(id, missing);
      continue;
    }
    if (!value) continue;
    if (assumed.length) lacking.set(id, assumed);
    findings.push({
      row: counted,
      condition: chart[counted].condition,
      facts,
      notes: [row.note, assumed.length ? assumedNote(assumed) : undefined].filter(
        (note) => note !== undefined,
      ),
      cells: rowCells[counted],
    });
  }

  const check = {} as SafetyCheck;
  for (const method of chartColumns) {
    const reasons = findings
      .flatMap((finding) => {
        const cell = finding.cells[method];
        return cell ? [{ finding, cell }] : [];
      })
      .sort((a, b) => b.cell.category - a.cell.category);
    const missing = [...lacking]
      .filter(([id]) => restricts(id, method))
      .flatMap(([, keys]) => keys);
    check[method] = {
      category: Math.max(1, ...reasons.map(({ cell }) => cell.category)) as Category,
      reasons,
      missing: [...new Set(missing)].sort(byCatalogOrder).map(labelOf),
    };
  }
  return check;
}

/** The row with what selected it: "Smoking, age 35 or older, 15 or more cigarettes a day (age 38)". */
export function conditionOf(finding: Finding): string {
  return finding.facts.length
    ? `${finding.condition} (${finding.facts.join('; ')})`
    : finding.condition;
}

/** A reason in words: "Smoking, age 35 or older, … (age 38): category 4." and its notes. */
export function describeReason(finding: Finding, cell: Cell): string {
  return [`${conditionOf(finding)}: category ${cell.words}.`, ...finding.notes].join(' ');
}

/** Every row that applies to any method, once, in chart order. */
export function findingsOf(check: SafetyCheck): Finding[] {
  const rows = new Map<RowId, Finding>();
  for (const method of chartColumns) {
    for (const { finding } of check[method].reasons) rows.set(finding.row, finding);
  }
  return [...rows.values()].sort((a, b) => rowIds.indexOf(a.row) - rowIds.indexOf(b.row));
}

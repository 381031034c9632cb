/**
 * Which intake answers can select which U.S. MEC chart rows, read from the chart's own data,
 * and the page docs/safety-check-coverage.md written from it (`npx tsx scripts/coverage.ts`;
 * coverage.test.ts fails when the page is stale or a row has neither answers nor a reason).
 */
import { fieldKeys, fieldsByKey, type FieldKey } from '../intake/catalog';
import { chart, type RowId } from './chart';
import type { Condition } from './conditions';

/** Rows of the 2024 summary chart the intake has no question for and the check leaves out. */
export const rowsNotInTheIntake = [
  'Parity (nulliparous or parous)',
  'Past ectopic pregnancy',
  'History of pelvic surgery',
  'Major surgery, with or without prolonged immobilization; minor surgery',
  'Chronic kidney disease',
  'Anatomical abnormalities that do not distort the uterine cavity',
] as const;

/** The answers a condition reads. */
export function answersOf(condition: Condition): FieldKey[] {
  if ('all' in condition) return condition.all.flatMap(answersOf);
  if ('any' in condition) return condition.any.flatMap(answersOf);
  if ('atLeast' in condition) return condition.of.flatMap(answersOf);
  if ('not' in condition) return answersOf(condition.not);
  if ('stricterIfUnknown' in condition) return answersOf(condition.stricterIfUnknown);
  if ('unasked' in condition) return [];
  if ('yes' in condition) return [condition.yes];
  if ('no' in condition) return [condition.no];
  if ('age' in condition) return ['date_of_birth'];
  if ('bmi' in condition) return ['height', 'weight'];
  if ('bloodPressure' in condition)
    return ['recent_blood_pressure', 'hypertension', 'hypertension_bp'];
  if ('medication' in condition || 'anticoagulation' in condition) {
    return ['current_medications', 'current_supplements'];
  }
  if ('dyslipidemia' in condition) return ['lab_details:lab_results:ldl_hdl_tg'];
  return [condition.field];
}

const ids = Object.keys(chart) as RowId[];
const catalogOrder = new Map(fieldKeys.map((key, index) => [key, index]));
const inCatalogOrder = (keys: FieldKey[]) =>
  [...new Set(keys)].sort((a, b) => (catalogOrder.get(a) ?? 0) - (catalogOrder.get(b) ?? 0));

/** Each row's answers, in catalog order; none for a row the intake never selects. */
export const rowAnswers: Readonly<Record<RowId, FieldKey[]>> = Object.fromEntries(
  ids.map((id) => {
    const { when } = chart[id];
    return [id, when ? inCatalogOrder(answersOf(when)) : []];
  }),
) as Record<RowId, FieldKey[]>;

/** Why a row has no answers of its own, or undefined when it has some. */
export function unansweredBecause(id: RowId): string | undefined {
  const row = chart[id];
  if (row.when) return undefined;
  if (row.notAsked) return `The intake has no question for this: ${row.notAsked}`;
  if (row.takenAs) {
    return `Never selected by itself: the intake cannot tell it from the stricter "${chart[row.takenAs as RowId].condition}", which is taken.`;
  }
  return undefined;
}

const label = (key: FieldKey) => `${fieldsByKey.get(key)?.label ?? key} (\`${key}\`)`;
const cell = (text: string) => text.replaceAll('|', '\\|');

/** The coverage page, as written to docs/safety-check-coverage.md. */
export function coverageMarkdown(): string {
  const byAnswer = new Map<FieldKey, RowId[]>();
  for (const id of ids) {
    for (const key of rowAnswers[id]) byAnswer.set(key, [...(byAnswer.get(key) ?? []), id]);
  }
  const rowLines = ids.map((id) => {
    const answers = rowAnswers[id];
    const selectedBy = answers.length ? answers.map(label).join('; ') : unansweredBecause(id);
    const counted =
      chart[id].takenAs && chart[id].when ? ` Counted as \`${chart[id].takenAs}\`.` : '';
    return `| \`${id}\` | ${cell(chart[id].condition)} | ${chart[id].cells.join(' ')} | ${cell(selectedBy ?? '')}${counted} |`;
  });
  const answerLines = inCatalogOrder([...byAnswer.keys()]).map(
    (key) =>
      `| ${label(key)} | ${byAnswer
        .get(key)!
        .map((id) => `\`${id}\``)
        .join(', ')} |`,
  );
  return [
    '# Safety check coverage',
    '',
    'Written by `npx tsx scripts/coverage.ts` from the chart data in',
    '`src/domain/clinical/chart.ts`; `coverage.test.ts` fails when this page is stale or a chart',
    'row has neither answers that select it nor a reason why not. How the answers are read:',
    '[safety-check.md](safety-check.md).',
    '',
    '## Chart rows and the answers that select them',
    '',
    'Cells in the chart order: Cu-IUD, LNG-IUD, implant, DMPA, POP, CHC.',
    '',
    '| row | condition | cells | selected by |',
    '| --- | --- | --- | --- |',
    ...rowLines,
    '',
    'Rows of the chart the intake has no question for, left out of the check:',
    '',
    ...rowsNotInTheIntake.map((row) => `- ${row}: the intake has no question for this.`),
    '',
    '## Intake answers and the rows they can select',
    '',
    '| answer | rows |',
    '| --- | --- |',
    ...answerLines,
    '',
  ].join('\n');
}

/**
 * Which intake answers can select which U.S. MEC chart rows, read from the chart's own data,
 * and the page docs/safety-check-coverage.md written from it (`npx tsx scripts/coverage.ts`;
 * coverage.test.ts fails when the page is stale or a row has neither answers nor a reason).
 */
import { fieldsByKey, notKnownAnswers, type FieldKey } from '../intake/catalog';
import { chart, type RowId } from './chart';
import { inCatalogOrder, rowAnswers, rowIds as ids } from './row-answers';

export { rowAnswers };

/** Rows of the 2024 summary chart the intake has no question for and the check leaves out. */
const rowsNotInTheIntake = [
  'Parity (nulliparous or parous)',
  'Past ectopic pregnancy',
  'History of pelvic surgery',
  'Major surgery, with or without prolonged immobilization; minor surgery',
  'Chronic kidney disease',
  'Anatomical abnormalities that do not distort the uterine cavity',
] as const;

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
        .join(', ')} | ${notKnownAnswers.has(key) ? 'yes' : ''} |`,
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
    'The patient\'s chat offers "I don\'t know" on each yes/no or one-of-several question that',
    'feeds a row rating some method 3, 4 or not applicable, but for the few facts of her own life',
    'she answers herself (`catalog/not-known.ts`).',
    '',
    '| answer | rows | "I don\'t know" offered |',
    '| --- | --- | --- |',
    ...answerLines,
    '',
  ].join('\n');
}

/**
 * No chart row is left unknown by an answer that cannot change its outcome (docs/safety-check.md,
 * "Three values"): where every way of answering what is missing gives the row the same value,
 * the row has that value already. A row of independent facts that one of them rules out is
 * false, whatever else is unanswered (a healthy 26-year-old without a lipid panel has no
 * multiple cardiovascular risk factors).
 *
 * For each row, every record built from the values its leaves compare with, each answer also
 * unanswered; a follow-up whose trigger does not hold is unanswered (the form hides it). A row
 * unknown on a record must be true on some answering of the missing answers and false on another.
 */
import { describe, expect, it } from 'vitest';
import { answerValues } from '../../../tests/answer-values';
import { intake, TODAY, type Answers } from '../../../tests/safety-records';
import { fieldsByKey, type FieldKey } from '../intake/catalog';
import { writePath } from '../intake/model/path';
import { evaluate } from '../rules/evaluate';
import type { Rule } from '../rules/rule';
import { chart, type RowId } from './chart';
import { inCatalogOrder, rowIds } from './row-answers';

type Value = boolean | undefined;

/** Every choice of one index per answer: 0 is unanswered, 1 on its values. */
function* choices(sizes: number[]): Generator<number[]> {
  if (sizes.length === 0) return yield [];
  for (const rest of choices(sizes.slice(1))) {
    for (let index = 0; index < sizes[0]!; index += 1) yield [index, ...rest];
  }
}

/** An answer as the record holds it: height and weight are given, or missing, together. */
const written = (key: string, value: unknown): Answers =>
  key === 'height+weight'
    ? { height: null, weight: null, ...(value as Answers | null) }
    : { [key]: value };

/**
 * The rule's value on each record, and the record each choice comes to once the follow-ups
 * whose trigger does not hold are unanswered.
 */
function readAll(rule: Rule) {
  const values = answerValues(rule);
  const keys = inCatalogOrder([...values.keys()] as FieldKey[]);
  const options = keys.map((key) => [null, ...values.get(key)!]);
  const shown = new Map<string, string>();
  const value = new Map<string, Value>();
  for (const choice of choices(options.map((list) => list.length))) {
    const record = intake(
      Object.assign({}, ...keys.map((key, i) => written(key, options[i]![choice[i]!]))),
    );
    const answered = [...choice];
    keys.forEach((key, i) => {
      const showIf = fieldsByKey.get(key)?.showIf;
      if (answered[i] !== 0 && showIf && evaluate(showIf, record, TODAY).value !== true) {
        answered[i] = 0;
        writePath(record, key, null);
      }
    });
    shown.set(String(choice), String(answered));
    if (!value.has(String(answered))) {
      value.set(String(answered), evaluate(rule, record, TODAY).value);
    }
  }
  return { keys, options, shown, value };
}

/**
 * The records on which the row is unknown though every answering of what is missing agrees,
 * and the values the row takes at all.
 */
function needlessUnknowns(id: RowId) {
  const { keys, options, shown, value } = readAll(chart[id].when!);
  const found: string[] = [];
  for (const [record, result] of value) {
    if (result !== undefined) continue;
    const choice = record.split(',').map(Number);
    const open = choice.flatMap((index, i) => (index === 0 ? [i] : []));
    const outcomes = new Set<Value>();
    for (const filling of choices(open.map((i) => options[i]!.length - 1))) {
      const answered = [...choice];
      open.forEach((i, n) => (answered[i] = filling[n]! + 1));
      outcomes.add(value.get(shown.get(String(answered))!));
      if (outcomes.has(true) && outcomes.has(false)) break;
    }
    if (outcomes.size === 1 && !outcomes.has(undefined)) {
      const answers = keys.map((key, i) =>
        choice[i] ? `${key}=${JSON.stringify(options[i]![choice[i]!])}` : `${key} unanswered`,
      );
      found.push(`${[...outcomes][0]} whatever is missing: ${answers.join('; ')}`);
    }
  }
  return { found, values: new Set(value.values()) };
}

const rowsWithAnswers = rowIds.filter((id) => chart[id].when);

describe('no chart row is left unknown by an answer that cannot change it', () => {
  it.each(rowsWithAnswers)('%s', (id) => {
    const { found, values } = needlessUnknowns(id);
    expect(found.slice(0, 3)).toEqual([]);
    // The values reach the row: some record selects it and some rules it out.
    expect([values.has(true), values.has(false)]).toEqual([true, true]);
  });
});

import { describe, expect, it } from 'vitest';
import { intake, TODAY } from '../../../tests/safety-records';
import { isShown } from './decide';
import { evaluate } from './evaluate';
import type { AnswerLeaf } from './rule';

/** The span leaf: a number answer from (inclusive) up to below (exclusive). */
const days = (from?: number, below?: number): AnswerLeaf => ({
  field: 'days_post_partum',
  span: { from, below },
});

describe('span, three-valued (the record)', () => {
  const read = (rule: AnswerLeaf, answer: unknown) =>
    evaluate(rule, intake({ days_post_partum: answer }), TODAY);

  it('tests the number, from inclusive, below exclusive, and says what it read', () => {
    expect(read(days(1, 21), 1)).toMatchObject({
      value: true,
      facts: [expect.stringMatching(/: 1$/)],
    });
    expect(read(days(1, 21), 21).value).toBe(false);
    expect(read(days(21), 400).value).toBe(true);
    expect(read(days(undefined, 21), '20').value).toBe(true);
  });

  it.each([null, '', 'many'])('is unknown for %s', (answer) => {
    expect(read(days(1, 21), answer)).toMatchObject({
      value: undefined,
      missing: ['days_post_partum'],
    });
  });
});

describe('span, yes or no (the form)', () => {
  it.each([
    ['1', true],
    [' 20 ', true],
    ['21', false],
    ['', false],
    ['many', false],
  ])("'%s' is %s", (answer, expected) => {
    // Pregnant: days_post_partum is a follow-up, and a rule reading a hidden field is false.
    expect(isShown(days(1, 21), { pregnant: 'yes', days_post_partum: answer })).toBe(expected);
  });
});

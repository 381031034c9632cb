import { describe, expect, it } from 'vitest';
import { intake, TODAY } from '../../../tests/safety-records';
import { no, yes } from './builders';
import { isShown } from './decide';
import { evaluate } from './evaluate';

/** The yes and no leaves: a yes/no question answered one way. */
describe('yes and no, three-valued (the record)', () => {
  const read = (rule: ReturnType<typeof yes>, hiv: unknown) =>
    evaluate(rule, intake({ hiv }), TODAY).value;

  it.each([
    [true, true, false],
    [false, false, true],
    // Unanswered, or "I don't know" (stored as null): unknown, never "no".
    [null, undefined, undefined],
    [undefined, undefined, undefined],
    // Only a boolean answers a yes/no question.
    ['yes', undefined, undefined],
  ])('%s: yes is %s, no is %s', (answer, whenYes, whenNo) => {
    expect(read(yes('hiv'), answer)).toBe(whenYes);
    expect(read(no('hiv'), answer)).toBe(whenNo);
  });

  it('names the question it lacks', () => {
    expect(evaluate(yes('hiv'), intake({ hiv: null }), TODAY).missing).toEqual(['hiv']);
  });
});

describe('yes and no, yes or no (the form)', () => {
  it.each([
    ['yes', true, false],
    ['no', false, true],
    ['', false, false],
    ['not_known', false, false],
  ])("'%s': yes is %s, no is %s", (answer, whenYes, whenNo) => {
    expect(isShown(yes('hiv'), { hiv: answer })).toBe(whenYes);
    expect(isShown(no('hiv'), { hiv: answer })).toBe(whenNo);
  });
});

import { describe, expect, it } from 'vitest';
import { intake, TODAY } from '../../../tests/safety-records';
import type { FormValues } from '../intake/model/form-values';
import { is, isOneOf } from './builders';
import { isShown } from './decide';
import { evaluate } from './evaluate';

/** The equals and in leaves: a one-of-several answer compared with one value or a list. */
describe('equals and in, three-valued (the record)', () => {
  const read = (rule: ReturnType<typeof is>, hypertension: unknown) =>
    evaluate(rule, intake({ hypertension }), TODAY);

  it('compares the answer', () => {
    expect(read(is('hypertension', 'no'), 'no').value).toBe(true);
    expect(read(is('hypertension', 'no'), 'yes_with_medications').value).toBe(false);
    const treated = isOneOf('hypertension', ['yes_with_medications', 'yes_without_medications']);
    expect(read(treated, 'yes_without_medications').value).toBe(true);
    expect(read(treated, 'no').value).toBe(false);
  });

  it.each([null, '', 'dont_know', undefined])('is unknown for %s', (answer) => {
    expect(read(is('hypertension', 'no'), answer)).toMatchObject({
      value: undefined,
      missing: ['hypertension'],
    });
    expect(read(isOneOf('hypertension', ['no']), answer).value).toBeUndefined();
  });
});

describe('equals and in, yes or no (the form)', () => {
  const values: FormValues = { a: 'yes', c: 'two' };

  it('equals compares the text', () => {
    expect(isShown({ field: 'a', equals: 'yes' }, values)).toBe(true);
    expect(isShown({ field: 'a', equals: 'no' }, values)).toBe(false);
    expect(isShown({ field: 'missing', equals: '' }, values)).toBe(true);
  });

  it('in tests one value against a list', () => {
    expect(isShown({ field: 'c', in: ['one', 'two'] }, values)).toBe(true);
    expect(isShown({ field: 'c', in: ['three'] }, values)).toBe(false);
  });
});

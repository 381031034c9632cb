import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { required } from './checks';

const name = required('Name is required.', 10);
const problems = (value: string) => {
  const result = z.safeParse(name, value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('required', () => {
  it('gives the value without the spaces around it', () => {
    expect(z.parse(name, '  Lakeside ')).toBe('Lakeside');
  });

  it('counts a blank or all-spaces value as missing', () => {
    expect(problems('')).toEqual(['Name is required.']);
    expect(problems(' \t ')).toEqual(['Name is required.']);
  });

  it('refuses a value over the limit, naming it, but not for the spaces around it', () => {
    expect(problems('Lakeside Clinic')).toEqual(['Enter at most 10 characters.']);
    expect(problems(`   ${'L'.repeat(10)}   `)).toEqual([]);
  });
});

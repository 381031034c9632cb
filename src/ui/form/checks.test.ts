import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { required, requiredEmail } from './checks';

const name = required('Name is required.', 10);
const email = requiredEmail('Email is required.', 30);
const problems = (value: string, schema: z.ZodMiniType<string> = name) => {
  const result = z.safeParse(schema, value);
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

describe('requiredEmail', () => {
  it('gives the address without the spaces around it', () => {
    expect(z.parse(email, '  ana@example.com ')).toBe('ana@example.com');
  });

  it('refuses what is not an e-mail address, by the one rule of domain/email', () => {
    for (const value of ['a@', 'ana', 'ana@example', 'ana lopez@example.com']) {
      expect(problems(value, email), value).toEqual(['Enter a valid email address.']);
    }
  });

  it('says only that a blank address is required, and names the limit of a long one', () => {
    expect(problems('  ', email)).toEqual(['Email is required.']);
    expect(problems('ana.maria.lopez@mail.example.com', email)).toEqual([
      'Enter at most 30 characters.',
    ]);
  });
});

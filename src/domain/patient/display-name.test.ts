import { describe, expect, it } from 'vitest';
import { displayName, nameAndEmail } from './display-name';

const email = 'maya.thompson@example.com';

describe('displayName', () => {
  it('is the trimmed name of a list item or of a full record', () => {
    expect(displayName({ email, name: '  Maya Thompson ' })).toBe('Maya Thompson');
    expect(displayName({ email, information: { name: 'Maya Thompson\n' } })).toBe('Maya Thompson');
  });

  it.each([
    ['no name', {}],
    ['an empty name', { name: '' }],
    ['a blank name', { name: '   ' }],
    ['a name that is not text', { name: 42 }],
    ['a null name', { name: null }],
  ])('is the email for %s', (_case, fields) => {
    expect(displayName({ email, ...fields })).toBe(email);
    expect(displayName({ email, information: fields })).toBe(email);
  });
});

describe('nameAndEmail', () => {
  it('is the name and the email', () => {
    expect(nameAndEmail({ email, information: { name: ' Maya Thompson ' } })).toEqual([
      'Maya Thompson',
      email,
    ]);
    expect(nameAndEmail({ email, name: 'Maya Thompson' })).toEqual(['Maya Thompson', email]);
  });

  it('is just the email when there is no name', () => {
    expect(nameAndEmail({ email, information: {} })).toEqual([email]);
    expect(nameAndEmail({ email, name: ' ' })).toEqual([email]);
  });
});

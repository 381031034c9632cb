import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email';

const valid = [
  'ana@example.com',
  'ana.lopez@example.com',
  'ANA.LOPEZ@EXAMPLE.COM',
  'first.last+intake@mail.example.co.uk',
  "o'brien@example.ie",
  'user_1@northgate-cc.example',
  "a!#$%&'*+/=?^_`{|}~-@example.com",
  'x@a.b',
  '1@123.45',
  `ana@${'a'.repeat(63)}.com`,
  ' ana@example.com ',
];

const invalid = [
  '',
  '   ',
  'ana',
  'a@',
  '@example.com',
  'ana@example',
  'ana@localhost',
  'ana@@example.com',
  'ana@bo@example.com',
  'ana @example.com',
  'ana@exa mple.com',
  'ana@example..com',
  'ana@.example.com',
  'ana@example.com.',
  'ana@-example.com',
  'ana@example-.com',
  'ana@exa_mple.com',
  `ana@${'a'.repeat(64)}.com`,
  '"ana"@example.com',
  'ana(home)@example.com',
  'ana,bo@example.com',
  'ana@[127.0.0.1]',
  'añá@example.com',
  'ana@exämple.com',
  'ana@example.com\nbo@example.com',
];

describe('isEmailAddress', () => {
  it.each(valid)('takes %j', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each(invalid)('refuses %j', (address) => {
    expect(isEmailAddress(address)).toBe(false);
  });

  it('refuses every address an input of type=email refuses, and differs only by the dot', () => {
    const input = document.createElement('input');
    input.type = 'email';
    const browserTakes = (address: string) => {
      input.value = address;
      return !input.validity.typeMismatch;
    };
    for (const address of [...valid, ...invalid]) {
      if (!browserTakes(address)) expect(isEmailAddress(address), address).toBe(false);
    }
    for (const address of valid) expect(browserTakes(address), address).toBe(true);
    // The one difference: a domain without a dot, which the HTML standard takes.
    expect(browserTakes('ana@example')).toBe(true);
    expect(isEmailAddress('ana@example')).toBe(false);
  });
});

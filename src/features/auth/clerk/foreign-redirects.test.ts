import { describe, expect, it } from 'vitest';
import { withoutForeignRedirects } from './foreign-redirects';

const ORIGIN = 'https://app.clinic.example';

describe('withoutForeignRedirects', () => {
  it.each([
    ['another origin', '?redirect_url=https%3A%2F%2Fother.clinic.example%2Fsteal'],
    ['a subdomain of the app', '?redirect_url=https%3A%2F%2Fevil.app.clinic.example%2F'],
    ['a protocol-relative address', '?redirect_url=%2F%2Fother.clinic.example%2F'],
    ['the same host over http', '?redirect_url=http%3A%2F%2Fapp.clinic.example%2Fd'],
    ['another port', '?redirect_url=https%3A%2F%2Fapp.clinic.example%3A8443%2Fd'],
    ['a script', '?redirect_url=javascript%3Aalert(1)'],
    ['a backslash trick', '?redirect_url=%2F%5Cother.clinic.example'],
    ['a force redirect of sign-in', '?sign_in_force_redirect_url=https%3A%2F%2Fother.example'],
    [
      'a fallback redirect of sign-up',
      '?sign_up_fallback_redirect_url=https%3A%2F%2Fother.example',
    ],
    ['an after-sign-in address', '?after_sign_in_url=https%3A%2F%2Fother.example'],
  ])('removes %s', (_, search) => {
    expect(withoutForeignRedirects(search, ORIGIN)).toBe('');
  });

  it('keeps the app’s own addresses and other parameters', () => {
    expect(withoutForeignRedirects('?redirect_url=%2Fd%2Fadmin&lang=en', ORIGIN)).toBeNull();
    expect(
      withoutForeignRedirects('?redirect_url=https%3A%2F%2Fapp.clinic.example%2Fd', ORIGIN),
    ).toBeNull();
    expect(withoutForeignRedirects('', ORIGIN)).toBeNull();
  });

  it('removes only the foreign ones', () => {
    expect(
      withoutForeignRedirects('?lang=en&redirect_url=https%3A%2F%2Fother.example%2F', ORIGIN),
    ).toBe('?lang=en');
  });
});

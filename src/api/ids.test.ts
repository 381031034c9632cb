import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { idRefused, isOrganizationId, isPatientUuid } from './ids';

const MAYA = '7cdac045-339e-405c-bcf9-82117dc49c77';

/** Ids an address bar can hold that no request may take (docs/architecture.md section 6). */
const HOSTILE = [
  '',
  ' ',
  '.',
  '..',
  '../..',
  '..%2F..%2Fpatients',
  '1/../../patients',
  '1%2F..%2F..%2Fpatients',
  '?x=1',
  '1?x=1',
  '#frag',
  '1#frag',
  '%00',
  '1\u0000',
  '1\n',
  '١٢', // Arabic-Indic digits
  '１', // a full-width digit
  '7\u200b',
];

describe('isOrganizationId', () => {
  it.each(['1', '2', '42', '999', '123456789012345', 7, 9_007_199_254])('accepts %s', (id) => {
    expect(isOrganizationId(id)).toBe(true);
  });

  it.each([
    ...HOSTILE,
    '0',
    '007',
    '-1',
    '+1',
    '1.5',
    '1e3',
    '0x1f',
    ' 1',
    '1 ',
    '1234567890123456', // sixteen digits: past a safe integer's reach
    MAYA,
    0,
    -3,
    1.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    1e21,
  ])('refuses %j', (id) => {
    expect(isOrganizationId(id)).toBe(false);
  });
});

describe('isPatientUuid', () => {
  it.each([
    MAYA,
    MAYA.toUpperCase(),
    '00000000-0000-0000-0000-000000000000',
    // Any version: the backend's uuids are v4, but the shape is what keeps a path safe.
    '123e4567-e89b-12d3-a456-426614174000',
  ])('accepts %s', (uuid) => {
    expect(isPatientUuid(uuid)).toBe(true);
  });

  it.each([
    ...HOSTILE,
    'no-such-patient',
    'p-1',
    `${MAYA} `,
    ` ${MAYA}`,
    `${MAYA}\n`,
    `${MAYA}/recommendations`,
    `{${MAYA}}`,
    MAYA.replaceAll('-', ''),
    `${MAYA}0`,
    MAYA.slice(1),
    MAYA.replace('7', 'g'),
    `..%2F${MAYA}`,
  ])('refuses %j', (uuid) => {
    expect(isPatientUuid(uuid)).toBe(false);
  });
});

describe('idRefused', () => {
  it('is the failure of a missing record: an http 404', () => {
    const error = idRefused();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 404, problems: [] });
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { idRefused, isOrganizationId, isPatientUuid } from './ids';

const MAYA = '7cdac045-339e-405c-bcf9-82117dc49c77';

/** Ids an address bar can hold that no request may take (docs/architecture.md, "Security"). */
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
  // The spec gives no type: whatever id a backend makes, of a path segment's own characters.
  it.each([
    '1',
    '42',
    '0',
    '007',
    '-1',
    '+1',
    '1.5',
    '1e3',
    'org-7f',
    'ORG_7F',
    'a.b~c',
    '...',
    'urn:org:7',
    "a!$&'()*+,=@b",
    MAYA,
    'a'.repeat(64),
    7,
    0,
    -3,
    9_007_199_254_740_991,
  ])('accepts %j', (id) => {
    expect(isOrganizationId(id)).toBe(true);
  });

  it.each([
    ...HOSTILE,
    ' 1',
    '1 ',
    '1\t',
    'a b',
    '1\u007f',
    '1\u0085',
    'a\\b',
    '..\\..\\patients',
    '1;x',
    '1;jsessionid=2',
    '%2E%2E',
    '%2e',
    '%2F',
    '%5C',
    '%3F',
    '%23',
    '%20',
    '%41',
    '%',
    '\uff0f', // a full-width solidus, which a server may fold into "/"
    '\uff0e\uff0e', // full-width full stops
    'é',
    'a'.repeat(65),
    1.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    1e21,
    9_007_199_254_740_992, // past a safe integer's reach: its digits are not the backend's
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

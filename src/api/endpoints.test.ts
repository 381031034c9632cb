import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { endpoints } from './endpoints';

/**
 * Values a hand-made address could put where an id goes (docs/architecture.md, "Security"),
 * as the router hands them over: already decoded once.
 */
const HOSTILE = [
  '../..',
  '../../patients',
  '..%2F..%2Fpatients',
  '1/../../patients',
  '..\\..\\patients',
  '?x=1',
  '1?x=1',
  '#frag',
  '%00',
  '\u0000',
  '%2E%2E',
  '...',
  ' ',
  'a b',
  "!'()*",
  '@:;,=+$&',
  'שלום 👋🏽',
  '\u202Eevil',
  'ſ',
  '7'.repeat(10_000),
];

/** Every endpoint with a parameter, with the path before and after its one segment. */
const withParameter: [string, (id: string) => string, string, string][] = [
  ['organization', endpoints.organization, '/api/organizations/get/', ''],
  ['organizationProviders', endpoints.organizationProviders, '/api/providers/organizations/', ''],
  ['patient', endpoints.patient, '/api/patients/get/', ''],
  ['patientUpdate', endpoints.patientUpdate, '/api/patients/set/', ''],
  [
    'patientRecommendations',
    endpoints.patientRecommendations,
    '/api/patients/get/',
    '/recommendations',
  ],
];

/** Only characters that are never a path's syntax, and percent-escapes. */
const ENCODED_SEGMENT = /^(?:[A-Za-z0-9\-._~]|%[0-9A-F]{2})+$/;

/** The path as a server would see it, once the URL's own rules have resolved it. */
const resolved = (path: string) => {
  const url = new URL(path, 'https://api.example');
  return `${url.pathname}${url.search}${url.hash}`;
};

describe.each(withParameter)('endpoints.%s', (_, endpoint, before, after) => {
  it('puts a well-formed id in as it is', () => {
    expect(endpoint('42')).toBe(`${before}42${after}`);
    expect(endpoint('7cdac045-339e-405c-bcf9-82117dc49c77')).toBe(
      `${before}7cdac045-339e-405c-bcf9-82117dc49c77${after}`,
    );
  });

  it.each(HOSTILE.map((value) => [value.slice(0, 30), value]))(
    'keeps %j one encoded segment of its own path',
    (_value, value) => {
      const path = endpoint(value);
      expect(path.startsWith(before) && path.endsWith(after)).toBe(true);
      const inserted = path.slice(before.length, path.length - after.length);
      expect(inserted).toMatch(ENCODED_SEGMENT);
      expect(decodeURIComponent(inserted)).toBe(value);
      // Nothing a URL resolves: no climb, no query, no fragment.
      expect(resolved(path)).toBe(path);
    },
  );

  it.each(['', '.', '..', '\uD800'])(
    'refuses %j, which no segment can hold, as not found',
    (value) => {
      expect(() => endpoint(value)).toThrow(ApiError);
      expect(() => endpoint(value)).toThrow(expect.objectContaining({ kind: 'http', status: 404 }));
    },
  );
});

describe('endpoints with a number', () => {
  it('take an organization id from an answer as its digits', () => {
    expect(endpoints.organization(2)).toBe('/api/organizations/get/2');
    expect(endpoints.organizationProviders(17)).toBe('/api/providers/organizations/17');
    expect(endpoints.organization(-1.5)).toBe('/api/organizations/get/-1.5');
  });
});

import { describe, expect, it } from 'vitest';
import { namesNextPage, patientPageAnswer, patientPagePath, withPage } from './patient-pages';

/** Where the app's list call goes in the tests: this page's origin (no VITE_API_BASE_URL). */
const LIST = new URL('/api/patients', location.href);
const ELSEWHERE = 'https://evil.example';

const maya = { uuid: 'u-1', email: 'maya@example.com', name: 'Maya' };
const kim = { uuid: 'u-2', email: 'kim@example.com' };

describe('the paged list call', () => {
  it('asks the first page by its size only, a later one by number and size', () => {
    expect(patientPagePath(1)).toBe('/api/patients?page_size=2000');
    expect(patientPagePath(3)).toBe('/api/patients?page=3&page_size=2000');
    expect(patientPagePath(2, 50)).toBe('/api/patients?page=2&page_size=50');
  });

  describe('a next link', () => {
    it.each([
      `${LIST.origin}/api/patients?page=2&page_size=2000`,
      `${LIST.origin}/api/patients?page_size=2000&page=2`,
      `${LIST.origin}/api/patients?page=2`,
      '/api/patients?page=2&page_size=2000',
      '?page=2&page_size=2000',
      'patients?page=2',
    ])('is followed when it names the next page of the list: %s', (next) => {
      expect(namesNextPage(next, LIST, 1, 2000)).toBe(true);
    });

    it.each([
      ['another origin', `${ELSEWHERE}/api/patients?page=2&page_size=2000`],
      ['another origin, without a scheme', '//evil.example/api/patients?page=2'],
      ['another origin, with backslashes', '\\\\evil.example/api/patients?page=2'],
      ['another port', `${LIST.protocol}//${LIST.hostname}:1/api/patients?page=2`],
      [
        'another scheme',
        `${LIST.protocol === 'https:' ? 'http:' : 'https:'}//${LIST.host}/api/patients?page=2`,
      ],
      ['a user name', `${LIST.protocol}//someone@${LIST.host}/api/patients?page=2`],
      ['another host behind a user name', `${LIST.origin}@evil.example/api/patients?page=2`],
      ['another path', '/api/organizations?page=2'],
      ['a path below the list', '/api/patients/get/u-1?page=2'],
      ['a path out of the list', '/api/patients/../organizations?page=2'],
      ['a path out of the list, its dots encoded', '/api/patients/%2e%2e/organizations?page=2'],
      ['the list with a trailing slash', '/api/patients/?page=2'],
      ['a path that only looks like the list', '/api/%70atients?page=2'],
      ['a page that is not the next', '/api/patients?page=3'],
      ['the same page again', '/api/patients?page=1'],
      ['no page', '/api/patients?page_size=2000'],
      ['a page written otherwise', '/api/patients?page=02'],
      ['two pages', '/api/patients?page=2&page=3'],
      ['another page size', '/api/patients?page=2&page_size=5'],
      ['another parameter', '/api/patients?page=2&format=csv'],
      ['a script', 'javascript:alert(1)//?page=2'],
      ['data', 'data:text/plain,?page=2'],
      ['not a URL', 'http://[::1'],
    ])('is refused when it names %s', (_, next) => {
      expect(namesNextPage(next, LIST, 1, 2000)).toBe(false);
    });
  });

  describe('its answer', () => {
    it('takes the whole list, the spec’s answer, as the first and last page', () => {
      expect(patientPageAnswer(1, LIST).parse([maya, kim])).toEqual({
        patients: [maya, kim],
        count: 2,
        next: null,
      });
    });

    it('takes a page: its patients, the count, and the number of the next page', () => {
      const next = `${LIST.origin}/api/patients?page=3&page_size=2000`;
      expect(
        patientPageAnswer(2, LIST).parse({ count: 5, next, previous: null, results: [maya, kim] }),
      ).toEqual({ patients: [maya, kim], count: 5, next: 3 });
      expect(patientPageAnswer(3, LIST).parse({ count: 5, next: null, results: [kim] })).toEqual({
        patients: [kim],
        count: 5,
        next: null,
      });
      expect(patientPageAnswer(1, LIST).parse({ count: 0, next: null, results: [] })).toEqual({
        patients: [],
        count: 0,
        next: null,
      });
    });

    it.each([
      [
        'a next link elsewhere',
        { count: 5, next: `${ELSEWHERE}/api/patients?page=2`, results: [maya] },
      ],
      ['a next link after an empty page', { count: 5, next: '/api/patients?page=2', results: [] }],
      ['more pages than patients', { count: 1, next: '/api/patients?page=2', results: [maya] }],
      ['a count that is not a whole number', { count: 1.5, next: null, results: [maya] }],
      ['a negative count', { count: -1, next: null, results: [] }],
      ['a next link that is not text', { count: 5, next: 2, results: [maya] }],
      ['no next', { count: 5, results: [maya] }],
      ['a patient without an email', { count: 5, next: null, results: [{ uuid: 'u-1' }] }],
      ['results that are not a list', { count: 5, next: null, results: {} }],
      ['neither a list nor a page', { patients: [maya] }],
    ])('refuses %s', (_, body) => {
      expect(patientPageAnswer(1, LIST).safeParse(body).success).toBe(false);
    });

    it('refuses the whole list as the answer to a later page', () => {
      expect(patientPageAnswer(2, LIST).safeParse([maya]).success).toBe(false);
    });
  });

  it('adds a page after the patients loaded so far, with its count and next page', () => {
    const first = { patients: [maya], count: 3, next: 2 };
    const grown = withPage(first, { patients: [kim], count: 3, next: 3 });
    expect(grown).toEqual({ patients: [maya, kim], count: 3, next: 3 });
    expect(grown.patients[0]).toBe(maya);
    expect(first.patients).toEqual([maya]);
  });

  it('does not add again a patient the page before ended with', () => {
    const first = { patients: [maya, kim], count: 4, next: 2 };
    const ana = { uuid: 'u-3', email: 'ana@example.com' };
    expect(withPage(first, { patients: [kim, ana], count: 4, next: null }).patients).toEqual([
      maya,
      kim,
      ana,
    ]);
  });
});

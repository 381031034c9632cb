/**
 * The patient list page by page: a proposed extension of the list call, for a backend with more
 * patients than one answer can carry (docs/api/README.md, "Paging"). The app asks for a page with
 * `page_size`; a backend that pages answers Django REST framework's page-number shape (`count`,
 * `next`, `results`), one that does not ignores the parameter and answers the whole list, the
 * spec's answer. Both are taken (docs/architecture.md, "Layers").
 */
import { z } from 'zod/mini';
import { endpoints } from './endpoints';
import { patientListAnswerSchema, type PatientListItem } from './schemas';

/** How many patients a page asks for: the first rows come quickly, and 100,000 take 50 pages. */
const PATIENT_PAGE_SIZE = 2_000;

/** The list as far as it has loaded; a page is the list with that page's patients. */
export interface PatientList {
  /** In the server's order. */
  patients: PatientListItem[];
  /** How many patients there are in all: a page's `count`, or an unpaged answer's length. */
  count: number;
  /** The number of the page to ask for next; null once every page has loaded. */
  next: number | null;
}

/** A page's request path. The first names only its size: page 1 is a page-number API's default. */
export function patientPagePath(page: number, pageSize = PATIENT_PAGE_SIZE): string {
  const query = new URLSearchParams(page === 1 ? {} : { page: String(page) });
  query.set('page_size', String(pageSize));
  return `${endpoints.patients}?${query}`;
}

/**
 * Whether `next` names the page after `page`: on the list call's own origin and path (as the
 * browser resolves it, `..` and encoded dots included), with no user name or password, and
 * no query but `page` (one more) and `page_size` (the size asked). The app then asks for that
 * page by its number (patientPagePath), never at the link itself, so an answer cannot send the
 * token elsewhere (docs/architecture.md, "Security").
 */
export function namesNextPage(next: string, listUrl: URL, page: number, pageSize: number): boolean {
  let url: URL;
  try {
    url = new URL(next, listUrl);
  } catch {
    return false;
  }
  if (url.origin !== listUrl.origin || url.pathname !== listUrl.pathname) return false;
  if (url.username || url.password) return false;
  const names = [...url.searchParams.keys()];
  const size = url.searchParams.get('page_size');
  return (
    names.every((name) => name === 'page' || name === 'page_size') &&
    new Set(names).size === names.length &&
    url.searchParams.get('page') === String(page + 1) &&
    (size === null || size === String(pageSize))
  );
}

/**
 * The check of a page's answer, as the list the app keeps. The whole list is taken as the
 * first page's answer. A `next` that is not the following page, or one that could go on for
 * ever (after an empty page, or past as many pages as there are patients), fails the check as
 * a body of the wrong shape does: the fetcher reports it, and nothing is asked of it.
 */
export function patientPageAnswer(page: number, listUrl: URL, pageSize = PATIENT_PAGE_SIZE) {
  return z.pipe(
    patientListAnswerSchema,
    z.transform((answer, context): PatientList => {
      if (Array.isArray(answer) && page === 1) {
        return { patients: answer, count: answer.length, next: null };
      }
      if (
        !Array.isArray(answer) &&
        (answer.next === null ||
          (answer.results.length > 0 &&
            page < answer.count &&
            namesNextPage(answer.next, listUrl, page, pageSize)))
      ) {
        return {
          patients: answer.results,
          count: answer.count,
          next: answer.next === null ? null : page + 1,
        };
      }
      context.issues.push({
        code: 'custom',
        message: 'Not the next page of the list.',
        input: answer,
      });
      return z.NEVER;
    }),
  );
}

/**
 * The list with one more page: its patients after the others, the page's count and next. A
 * patient added while the list loads moves the later pages on by one, so a page may start with
 * patients the one before ended with: they are not added twice.
 */
export function withPage(list: PatientList, page: PatientList): PatientList {
  const before = new Set(
    list.patients.slice(list.patients.length - page.patients.length).map((patient) => patient.uuid),
  );
  return {
    patients: list.patients.concat(page.patients.filter((patient) => !before.has(patient.uuid))),
    count: page.count,
    next: page.next,
  };
}

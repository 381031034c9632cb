/**
 * The paged answer of the patient list, a proposed backend extension (docs/api/README.md,
 * "Paging"), as Django REST framework's PageNumberPagination gives it with
 * `page_size_query_param = 'page_size'` and no default page size: only a request that asks for
 * a page size is paged; `page` counts from 1.
 */
import { HttpResponse } from 'msw';

/** DRF's `max_page_size`: a larger size asked for is cut to it. */
const MAX_PAGE_SIZE = 10_000;

/** A positive whole number in digits, as DRF's `_positive_int` reads one; else undefined. */
function positive(text: string | null): number | undefined {
  if (text === null || !/^\d+$/.test(text.trim())) return undefined;
  const value = Number(text.trim());
  return value > 0 ? value : undefined;
}

/**
 * The page of `count` items that the request's URL asks for, with the items `itemsOf` gives
 * for a range; undefined when it asks for none (no page size, or not a positive one: DRF then
 * answers unpaged). A page that does not exist is DRF's 404, "Invalid page.". `next` and
 * `previous` are the request's own path and query with another `page`. DRF writes the whole
 * URL; behind a proxy (vite preview's, which rewrites the Host) the mock server does not know
 * the address the browser used, and the client takes a link relative to the list's address.
 */
export function pageAnswer<T>(
  url: URL,
  count: number,
  itemsOf: (from: number, to: number) => T[],
): Response | undefined {
  const asked = positive(url.searchParams.get('page_size'));
  if (asked === undefined) return undefined;
  const size = Math.min(asked, MAX_PAGE_SIZE);
  const pages = Math.max(1, Math.ceil(count / size));
  const page = positive(url.searchParams.get('page') ?? '1');
  if (page === undefined || page > pages) {
    return HttpResponse.json({ detail: 'Invalid page.' }, { status: 404 });
  }
  const linkTo = (other: number | null) => {
    if (other === null) return null;
    const link = new URL(url);
    if (other === 1) link.searchParams.delete('page');
    else link.searchParams.set('page', String(other));
    return `${link.pathname}${link.search}`;
  };
  return HttpResponse.json({
    count,
    next: linkTo(page < pages ? page + 1 : null),
    previous: linkTo(page > 1 ? page - 1 : null),
    results: itemsOf((page - 1) * size, page * size),
  });
}

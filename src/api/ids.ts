/**
 * The shapes of the ids the backend's paths take (docs/api/openapi.yaml): an id from the
 * address bar is checked against its shape before it names any request, so a hand-made
 * address can never point a request elsewhere (docs/architecture.md, "Security").
 */
import { ApiError } from './api-error';
import type { ApiId } from './schemas';

/**
 * An organization's id as text: the spec gives it no type, so any the backend could make is
 * taken, of the characters a path segment may hold as they are (RFC 3986's `pchar`: letters,
 * digits, `-._~!$&'()*+,=:@`), 64 at most. Left out: `;`, which some servers read as the start
 * of a segment's parameters and drop what follows; `%`, so no escape can decode to a separator
 * later; and anything that is or could become a separator, query, fragment, space or control
 * character (`/`, `\`, `?`, `#`, whitespace, and any character past ASCII, such as a full-width
 * `／` or `．` a server may fold into `/` or `.`).
 */
const ORGANIZATION_ID = /^[A-Za-z0-9._~!$&'()*+,=:@-]{1,64}$/;

/** A dot segment, which URLs resolve as a step up or nowhere, whatever the encoding. */
const DOT_SEGMENT = /^\.{1,2}$/;

/** A patient's uuid: 8-4-4-4-12 hexadecimal digits, in either case. */
const PATIENT_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `id` may name an organization in a path: text of the shape above, or a whole number
 * as the answers hold them (schemas.ts).
 */
export const isOrganizationId = (id: ApiId): boolean =>
  typeof id === 'number'
    ? Number.isSafeInteger(id)
    : ORGANIZATION_ID.test(id) && !DOT_SEGMENT.test(id);

export const isPatientUuid = (uuid: string): boolean => PATIENT_UUID.test(uuid);

/**
 * What a call with an id of the wrong shape fails with instead of being sent: not found, as a
 * missing record's answer, so the page shows its "not found" state.
 */
export const idRefused = (): ApiError =>
  new ApiError('http', 404, 'Not sent: the address does not hold an id of the right shape.');

/**
 * The shapes of the ids the backend's paths take (docs/api/openapi.yaml): an id from the
 * address bar is checked against its shape before it names any request, so a hand-made
 * address can never point a request elsewhere (docs/architecture.md section 6).
 */
import { ApiError } from './api-error';

/**
 * An organization's id: a positive whole number in digits, with no sign, leading zero, space
 * or anything else; fifteen digits at most, so it stays a safe integer.
 */
const ORGANIZATION_ID = /^[1-9][0-9]{0,14}$/;

/** A patient's uuid: 8-4-4-4-12 hexadecimal digits, in either case. */
const PATIENT_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isOrganizationId = (id: string | number): boolean => ORGANIZATION_ID.test(String(id));

export const isPatientUuid = (uuid: string): boolean => PATIENT_UUID.test(uuid);

/**
 * What a call with an id of the wrong shape fails with instead of being sent: not found, as a
 * missing record's answer, so the page shows its "not found" state.
 */
export const idRefused = (): ApiError =>
  new ApiError('http', 404, 'Not sent: the address does not hold an id of the right shape.');

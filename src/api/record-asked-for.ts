/**
 * A read by id is trusted only with the record it asked for (docs/architecture.md, "Errors"):
 * a backend, proxy or cache that answers with another record (another patient's, another
 * organization's) must not have it shown, cached or saved as the one in the address.
 */
import { ApiError } from './api-error';

export const NOT_ASKED_FOR = 'The server sent a record other than the one asked for.';

/**
 * The record, when its id (`key`) is the one asked for, written the same way; otherwise the
 * read fails as an answer of the wrong shape does, so each page shows its own load error.
 */
export function recordAskedFor<Key extends 'id' | 'uuid', T extends Record<Key, string | number>>(
  key: Key,
  askedFor: string | number,
  { status, data }: { status: number; data: T },
): T {
  // An answer without a record is no more the one asked for than another record is.
  if (data == null || String(data[key]) !== String(askedFor)) {
    throw new ApiError('malformed', status, NOT_ASKED_FOR);
  }
  return data;
}

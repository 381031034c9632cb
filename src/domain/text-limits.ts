/**
 * The most characters a typed value may hold. The backend states no limits (docs/product.md section
 * 9), so these are the product's own: room for everything each value really holds, and far short of
 * what makes a record or a screen unwieldy (a 10,000-character paste). One table, read by the
 * intake catalog, the patient form and chat, and the admin forms.
 */
export const TEXT_LIMITS = {
  /** A person's or an organization's name, in full: long names exist in every culture. */
  name: 200,
  /** An email address: RFC 5321's path of 256 characters less its angle brackets. */
  email: 254,
  /** A key or an ID: an organization's unique key, a Clerk user ID (user_ and 27 more). */
  identifier: 64,
  /** A comma-separated list: some forty medicines, supplements or allergies. */
  list: 1000,
  /** A note in a person's own words. */
  note: 2000,
  /** Anything else typed: a few words (an ethnicity, another condition, a reason, a result). */
  default: 200,
} as const;

/** The message for a value over its limit: the limit, and the value's length when known. */
export function tooLongMessage(max: number, length?: number): string {
  const limit = `Enter at most ${max.toLocaleString('en-US')} characters.`;
  return length === undefined ? limit : `${limit} This has ${length.toLocaleString('en-US')}.`;
}

/**
 * What counts as an e-mail address: one rule for the patient form, the provider form, the
 * intake chat and the mock API.
 *
 * It is the HTML standard's "valid e-mail address", what an input of type=email accepts
 * (https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address), with one addition:
 * the domain has a dot. The standard takes "ana@clinic", an address on a local network; a
 * patient's or a provider's address never is one, and a missing ".com" is a typing slip.
 * Every address the browser's own check refuses, this refuses too. Spaces around the address
 * are not part of it (a type=email input strips them as well); its length is checked apart,
 * against TEXT_LIMITS.email.
 */

/** The part before the @: the standard's characters, no quotes, no spaces, no comments. */
const LOCAL_PART = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+$/;
/** One label of the domain: letters, digits and inner hyphens, at most 63 characters. */
const DOMAIN_LABEL = /^[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?$/;

/** The message for an address this rule refuses (the forms' and the mock API's). */
export const INVALID_EMAIL = 'Enter a valid email address.';

/** True when `text`, without the spaces around it, is an e-mail address by the rule above. */
export function isEmailAddress(text: string): boolean {
  const address = text.trim();
  const at = address.lastIndexOf('@');
  if (at < 0) return false;
  const labels = address.slice(at + 1).split('.');
  return (
    LOCAL_PART.test(address.slice(0, at)) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label))
  );
}

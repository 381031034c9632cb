/**
 * Sign-in and sign-up pages take where to go next from their query (Clerk's `redirect_url`,
 * `sign_in_force_redirect_url` and the like). Only the app's own origin may be named there:
 * a link to `/login?redirect_url=https://other.clinic.example/` must not send a provider who
 * has just signed in elsewhere (docs/architecture.md, "Security", open redirects).
 */

/** Whether a query value names a place outside `origin` (another origin, or not http(s)). */
function leavesOrigin(value: string, origin: string): boolean {
  let target: URL;
  try {
    target = new URL(value, origin);
  } catch {
    return true;
  }
  return target.origin !== origin || !/^https?:$/.test(target.protocol);
}

/**
 * The query without any parameter whose value would lead out of `origin`; null when there is
 * none to remove. Any parameter is checked, not a list of Clerk's names, so a name Clerk adds
 * later is covered too. A value that is no URL but a word ("true") resolves inside the origin
 * and stays.
 */
export function withoutForeignRedirects(search: string, origin: string): string | null {
  const query = new URLSearchParams(search);
  const foreign = [...query].filter(([, value]) => leavesOrigin(value, origin));
  if (foreign.length === 0) return null;
  for (const [name] of foreign) query.delete(name);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}

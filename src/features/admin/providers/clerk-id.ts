/**
 * Whether a Clerk user ID has Clerk's form: `user_` followed by letters and digits. Clerk
 * names a user by such an ID (Clerk's documentation, Backend SDK, "getUser()": "const userId
 * = 'user_123'"; clerk.com/docs/reference/backend/user/get-user), and a provider signs in as
 * that Clerk user, so a provider saved with any other ID can never sign in. The spec wants no
 * client-side validation on the create forms (spec.md, "Create-organization and create-provider
 * forms"): this only warns, and the form still sends what was typed.
 */
const CLERK_USER_ID = /^user_[A-Za-z0-9]+$/;

export const CLERK_ID_WARNING =
  'Clerk user IDs start with user_ followed by letters and digits, like user_2kQ7hVx9RbT3. Check it in Clerk’s dashboard: a provider with another ID cannot sign in.';

/** Whether `value` could still become a Clerk user ID as more is typed ("us", "user_"). */
function isBeginning(value: string): boolean {
  return 'user_'.startsWith(value) || /^user_[A-Za-z0-9]*$/.test(value);
}

/**
 * The warning for a Clerk user ID, if it has not Clerk's form: at once when what is typed
 * cannot become one ("Lena Park"), and once the field is `left` when it is only its beginning
 * ("user_"). None while it is empty: the form's own check says it is required.
 */
export function clerkIdWarning(value: string, left: boolean): string | undefined {
  const id = value.trim();
  if (id === '' || CLERK_USER_ID.test(id)) return undefined;
  return left || !isBeginning(id) ? CLERK_ID_WARNING : undefined;
}

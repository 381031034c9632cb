import { ClerkWidget } from './ClerkWidget';

/** /login in connected mode: Clerk's sign-in widget. */
export function Component() {
  return <ClerkWidget widget="sign-in" />;
}

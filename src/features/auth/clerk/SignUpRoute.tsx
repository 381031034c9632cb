import { ClerkWidget } from './ClerkWidget';

/** /signup in connected mode: Clerk's sign-up widget. */
export function Component() {
  return <ClerkWidget widget="sign-up" />;
}

import type { ReactNode } from 'react';
import { RedirectIfSignedIn } from '../RedirectIfSignedIn';

/** A page that holds one of Clerk's widgets; a signed-in visitor is sent on to /d. */
export function ClerkWidget({ children }: { children: ReactNode }) {
  return (
    <RedirectIfSignedIn>
      <div className="clerk-widget">{children}</div>
    </RedirectIfSignedIn>
  );
}

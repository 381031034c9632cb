import { Notice } from './Notice';

/**
 * The demo's plain warning on its patient forms (the provider's form, the patient tablet's
 * chat): whatever is typed there is sample data. A static env check, as in app/router.tsx,
 * so a connected build carries none of it (the text is inside, not a default, for that).
 */
export function DemoDataNotice({ children }: { children?: string }) {
  if (import.meta.env.VITE_CLERK_PUBLISHABLE_KEY) return null;
  return (
    <Notice severity="warning" role="note" spaced>
      {children ?? 'This is a demo: do not enter real patient data. Use made-up details only.'}
    </Notice>
  );
}

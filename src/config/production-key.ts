/**
 * A production build carries a production Clerk key (docs/architecture.md section 6). A pk_test_
 * key names a Clerk development instance, made for development, and the Content-Security-Policy
 * must then let scripts in from every *.clerk.accounts.dev (scripts/security-headers.mjs). A
 * production build takes one only when VITE_STAGING_BUILD=true marks it a staging build.
 *
 * One pure rule for both places that apply it: config/env.ts at run time (the configuration
 * error page) and vite.config.ts at build time (the build fails), each with import.meta.env.
 */
export interface KeyRuleEnv {
  VITE_CLERK_PUBLISHABLE_KEY?: string;
  VITE_STAGING_BUILD?: string;
  /** Vite's flag: true in `vite build`, false in `npm run dev` and the unit tests. */
  PROD?: boolean;
}

/** Why this build may not carry its key, or null when it may. */
export function developmentKeyProblem(env: KeyRuleEnv) {
  const developmentKey = env.VITE_CLERK_PUBLISHABLE_KEY?.trim().startsWith('pk_test_');
  if (!env.PROD || !developmentKey || env.VITE_STAGING_BUILD?.trim() === 'true') return null;
  return {
    variable: 'VITE_CLERK_PUBLISHABLE_KEY',
    problem: 'a development key (pk_test_…) is not accepted in a production build',
    expected:
      "the production instance's pk_live_… key; to build for staging with a development key, set VITE_STAGING_BUILD=true",
  };
}

/**
 * A production build carries a production Clerk key (docs/architecture.md, "Security"). A pk_test_
 * key names a Clerk development instance, made for development, and the Content-Security-Policy
 * must then let scripts in from every *.clerk.accounts.dev (scripts/security-headers.mjs). A
 * production build takes one only when VITE_STAGING_BUILD=true marks it a staging build.
 *
 * Every `vite build` is a production build, whatever NODE_ENV says: NODE_ENV=development turns
 * Vite's PROD off (and ships React's development build, which vite.config.ts refuses as well), so
 * the build marks itself with PRODUCTION_BUILD, which no environment variable can unset.
 *
 * One pure rule for both places that apply it: config/env.ts at run time (the configuration
 * error page) and vite.config.ts at build time (the build fails), each with import.meta.env.
 */
export interface KeyRuleEnv {
  VITE_CLERK_PUBLISHABLE_KEY?: string;
  VITE_STAGING_BUILD?: string;
  /** Vite's flag: true when NODE_ENV is production; false in `npm run dev` and the unit tests. */
  PROD?: boolean;
  /**
   * True in every `vite build`, whatever NODE_ENV or --mode say (vite.config.ts defines
   * import.meta.env.PRODUCTION_BUILD); absent in `npm run dev` and the unit tests.
   */
  PRODUCTION_BUILD?: boolean;
}

/** A build marked VITE_STAGING_BUILD=true, exactly: it may carry a development key. */
export const isStagingBuild = (env: KeyRuleEnv) => env.VITE_STAGING_BUILD?.trim() === 'true';

/** Why this build may not carry its key, or null when it may. */
export function developmentKeyProblem(env: KeyRuleEnv) {
  const productionBuild = env.PRODUCTION_BUILD === true || env.PROD === true;
  const developmentKey = env.VITE_CLERK_PUBLISHABLE_KEY?.trim().startsWith('pk_test_');
  if (!productionBuild || !developmentKey || isStagingBuild(env)) return null;
  return {
    variable: 'VITE_CLERK_PUBLISHABLE_KEY',
    problem: 'a development key (pk_test_…) is not accepted in a production build',
    expected:
      "the production instance's pk_live_… key; to build for staging with a development key, set VITE_STAGING_BUILD=true",
  };
}

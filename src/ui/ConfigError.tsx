import type { AppConfig } from '../config/env';
import { GlobalLayout } from './GlobalLayout';
import { Main } from './Main';
import { usePageTitle } from './usePageTitle';

type Misconfigured = Extract<AppConfig, { mode: 'misconfigured' }>;

/** Full-page message for a build whose configuration cannot work. */
export function ConfigError({ config }: { config: Misconfigured }) {
  usePageTitle('Configuration error');
  return (
    <GlobalLayout>
      <Main>
        <section className="shell-page" role="alert">
          <h1>Configuration error</h1>
          <p>
            <code>{config.variable}</code> is not valid: {config.problem}.
          </p>
          <p>
            Expected: <code>{config.expected}</code>. Fix it in the environment or the .env file and
            rebuild; leave <code>VITE_CLERK_PUBLISHABLE_KEY</code> unset to run the demo.
          </p>
        </section>
      </Main>
    </GlobalLayout>
  );
}

import { Component, type ReactNode } from 'react';
import { GlobalLayout } from './GlobalLayout';
import { Main } from './Main';
import { Button } from './Button';

/** A full page that says why the app cannot start, with a way to try again. */
function CannotStart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <GlobalLayout>
      <Main>
        <section className="shell-page" role="alert">
          <h1>{title}</h1>
          {children}
          <div className="shell-actions">
            <Button variant="contained" onClick={() => window.location.reload()}>
              Reload
            </Button>
          </div>
        </section>
      </Main>
    </GlobalLayout>
  );
}

/** Shown when the app's code could not load (a dropped connection, a new release). */
export function StartupError() {
  return (
    <CannotStart title="Oops!">
      <p>Sorry, an unexpected error has occurred: the application could not start.</p>
    </CannotStart>
  );
}

/**
 * The in-browser demo's mock API (MSW) needs web storage and a service worker;
 * a private window or strict privacy settings can block them.
 */
export function DemoStorageBlocked() {
  return (
    <CannotStart title="The demo cannot start in this window">
      <p>
        This browser is blocking site storage or service workers for this page (private windows and
        strict privacy settings do this), and the demo&apos;s sample data runs on them.
      </p>
      <p>Open the demo in a normal window, or allow site data for this site, and reload.</p>
    </CannotStart>
  );
}

/**
 * Around the whole app: an error thrown above the router's own error pages (an
 * auth provider, the app shell) shows StartupError instead of React leaving an
 * empty page. React logs the error itself.
 */
export class StartupBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <StartupError /> : this.props.children;
  }
}

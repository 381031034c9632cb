import { GlobalLayout } from './GlobalLayout';

/** Shown when the app's code could not load (a dropped connection, a new release). */
export function StartupError() {
  return (
    <GlobalLayout>
      <section className="shell-page" role="alert">
        <h1>Oops!</h1>
        <p>Sorry, an unexpected error has occurred: the application could not start.</p>
        <div className="shell-actions">
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Reload
          </button>
        </div>
      </section>
    </GlobalLayout>
  );
}

/**
 * Shown instead of the app when Clerk's script cannot load or does not load in
 * time. Plain HTML and global.css's light shell: it is part of the first screen's JS budget.
 */
import styles from './clerk.module.css';

export function ClerkLoadFailed() {
  return (
    <main className={styles.page} aria-labelledby="clerk-load-failed-title">
      <div className="shell-page">
        <h1 id="clerk-load-failed-title">Sign-in is unavailable</h1>
        <p>
          The sign-in service could not be reached. Check your internet connection and try again.
        </p>
        <div className="shell-actions">
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Try again
          </button>
        </div>
      </div>
    </main>
  );
}

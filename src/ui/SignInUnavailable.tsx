/**
 * Shown instead of the app when the sign-in service's script cannot load or does not load in
 * time (auth/clerk/ClerkAuthProvider.tsx). Plain HTML, global.css's light shell and the
 * product's button: it is part of the first screen's JS budget.
 */
import { Button } from './Button';
import styles from './sign-in-unavailable.module.css';

export function SignInUnavailable() {
  return (
    <main className={styles.page} aria-labelledby="sign-in-unavailable-title">
      <div className="shell-page">
        <h1 id="sign-in-unavailable-title">Sign-in is unavailable</h1>
        <p>
          The sign-in service could not be reached. Check your internet connection and try again.
        </p>
        <div className="shell-actions">
          <Button variant="contained" onClick={() => window.location.reload()}>
            Try again
          </Button>
        </div>
      </div>
    </main>
  );
}

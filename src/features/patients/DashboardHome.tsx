import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import typo from '../../ui/text.module.css';
import styles from './DashboardHome.module.css';
import cards from '../../ui/home-cards.module.css';

/** /d/providers/dashboard: the provider's home. */
export function Component() {
  return (
    <>
      <h1 className={`${typo.pageTitle} ${cards.heading}`}>Welcome</h1>
      <div className={cards.cards}>
        <div className={cards.card}>
          <Link className={styles.action} to={paths.dashboard.patients.href()}>
            <h2 className={typo.subheading}>Patients</h2>
            <p className={`${typo.body} ${typo.secondary}`}>View your patients</p>
          </Link>
        </div>
        <div className={cards.card} aria-disabled="true">
          <button type="button" className={styles.action} disabled>
            <h2 className={`${typo.subheading} ${typo.secondary}`}>Other actions</h2>
            <p className={`${typo.body} ${typo.secondary}`}>Coming later</p>
          </button>
        </div>
      </div>
    </>
  );
}

import { useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { lockTexts } from '../../domain/texts/lock';
import styles from '../../ui/tablet.module.css';
import { useMessages, usePatientTurn } from './patient-turn';
import { ButtonLink } from '../../ui/Button';

/**
 * Tablet mode runs in a provider's session: without one (never started, or signed out after
 * the tablet was left alone), a patient is asked to fetch staff, in every language at once:
 * English is also the language nobody has chosen yet. Once a patient has chosen another, in
 * hers alone.
 */
export function StaffSignIn() {
  const t = useMessages().tablet;
  const { language } = usePatientTurn();
  const { es } = lockTexts;
  const chosen = lockTexts[language];
  const location = useLocation();
  return (
    <section
      className={`${styles.screen} ${styles.centered}`}
      aria-labelledby="tablet-sign-in-title"
    >
      <h1 id="tablet-sign-in-title">{chosen.askStaff}</h1>
      <p>{chosen.askStaffText}</p>
      {language === 'en' && (
        <p lang="es">
          <strong>{es.askStaff}.</strong> {es.askStaffText}
        </p>
      )}
      <ButtonLink
        to={paths.login.href()}
        state={{ from: location.pathname }}
        variant="contained"
        size="large"
        className={styles.touch}
      >
        {t.signIn}
      </ButtonLink>
    </section>
  );
}

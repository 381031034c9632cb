import { useEffect, useRef, type ReactNode } from 'react';
import { paths } from '../config/paths';
import { lockTexts } from '../domain/texts/lock';
import { ButtonLink } from './Button';
import { Logo } from './Logo';
import { Main } from './Main';
import { useScreenTitle } from './usePageTitle';
import styles from './tablet.module.css';

/**
 * What every screen outside the tablet flow shows while the tablet is locked: who may go on
 * (a staff member, by signing in: `unlock`), and the patient's way back to her own screens.
 * It shows nothing of the provider and loads no data.
 */
export function LockScreen({ unlock }: { unlock: ReactNode }) {
  const { en, es } = lockTexts;
  const heading = useRef<HTMLHeadingElement>(null);
  // The lock's own title, not the route's: it names nothing behind the lock.
  useScreenTitle(en.title);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.tablet}>
      <header className={styles.header}>
        <Logo />
      </header>
      <Main>
        <section
          className={`${styles.screen} ${styles.centered}`}
          aria-labelledby="tablet-lock-title"
        >
          <h1 id="tablet-lock-title" ref={heading} tabIndex={-1}>
            {en.title}
          </h1>
          <p>{en.text}</p>
          <p lang="es">
            <strong>{es.title}.</strong> {es.text}
          </p>
          <div className={styles.lockActions}>
            {unlock}
            {/* Both languages, one line under the other in one centred column. */}
            <ButtonLink
              to={paths.welcome.href()}
              variant="outlined"
              size="large"
              className={`${styles.touch} ${styles.bilingual}`}
            >
              <span>{en.back}</span>{' '}
              <span lang="es" className={styles.aside}>
                {es.back}
              </span>
            </ButtonLink>
          </div>
        </section>
      </Main>
    </div>
  );
}

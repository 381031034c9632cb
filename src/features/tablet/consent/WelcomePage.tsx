import { paths } from '../../../config/paths';
import styles from '../../../ui/tablet.module.css';
import { LanguageChoice } from '../LanguageChoice';
import { useMessages } from '../patient-turn';
import { useScreenTitle } from '../../../ui/usePageTitle';
import { PartnerLogo } from './PartnerLogo';
import { PROMISED_MINUTES } from '../chat/chat-time';
import { ButtonLink } from '../../../ui/Button';

/** /welcome: where the tablet waits for a patient; the language is chosen here. */
export function Component() {
  const t = useMessages().welcome;
  useScreenTitle(t.pageTitle);
  return (
    <section className={`${styles.screen} ${styles.centered}`} aria-labelledby="welcome-title">
      <PartnerLogo label={t.logo} lines={t.logoLines} />
      <h1 id="welcome-title">{t.title}</h1>
      <p>{t.greeting}</p>
      <p>{t.time(PROMISED_MINUTES)}</p>
      <h2>{t.chooseLanguage}</h2>
      <LanguageChoice size="large" />
      <ButtonLink
        to={paths.legal.href({ index: 1 })}
        variant="contained"
        size="large"
        className={`${styles.touch} ${styles.go}`}
      >
        {t.start}
      </ButtonLink>
    </section>
  );
}

import type { Language } from '../../domain/intake/catalog';
import { languageNames } from '../../domain/texts/language';
import styles from '../../ui/tablet.module.css';
import { useMessages, usePatientTurn } from './patient-turn';
import { Button } from '../../ui/Button';

/** The header's choice, or the welcome screen's larger one. */
const sizes = { medium: styles.language, large: `${styles.language} ${styles.languageLarge}` };

/**
 * The patient's language, switchable at any point without losing an answer: answers are
 * stored as option values, the same in every language.
 */
export function LanguageChoice({ size = 'medium' }: { size?: 'medium' | 'large' }) {
  const { language, setLanguage } = usePatientTurn();
  const label = useMessages().tablet.languageChoice;
  return (
    <div role="group" aria-label={label} className={sizes[size]}>
      {(Object.keys(languageNames) as Language[]).map((choice) => (
        <Button
          key={choice}
          lang={choice}
          variant={choice === language ? 'contained' : 'outlined'}
          aria-pressed={choice === language}
          size={size}
          onClick={() => setLanguage(choice)}
          className={styles.touch}
        >
          {languageNames[choice]}
        </Button>
      ))}
    </div>
  );
}

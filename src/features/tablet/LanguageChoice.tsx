import Button from '@mui/material/Button';
import type { Language } from '../../domain/intake/catalog';
import { messages } from './messages';
import { useMessages, useTabletSession } from './session';

/**
 * The patient's language, switchable at any point without losing an answer: answers are
 * stored as option values, the same in every language.
 */
export function LanguageChoice({ size = 'medium' }: { size?: 'medium' | 'large' }) {
  const { language, setLanguage } = useTabletSession();
  const label = useMessages().tablet.languageChoice;
  return (
    <div role="group" aria-label={label} className={`tablet-language tablet-language-${size}`}>
      {(Object.keys(messages) as Language[]).map((choice) => (
        <Button
          key={choice}
          lang={choice}
          variant={choice === language ? 'contained' : 'outlined'}
          aria-pressed={choice === language}
          size={size}
          onClick={() => setLanguage(choice)}
        >
          {messages[choice].languageName}
        </Button>
      ))}
    </div>
  );
}

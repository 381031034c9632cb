import { useRouteError } from 'react-router-dom';
import { paths } from '../../config/paths';
import { errorPageTexts } from '../../domain/texts/error-page';
import { ErrorMessage, isNotFound } from '../../ui/ErrorPage';
import { useScreenTitle } from '../../ui/usePageTitle';
import { useTabletLanguage } from '../../tab-memory/shown-language';

/**
 * The error element of the tablet's routes: what went wrong in the patient's language, and the
 * way back to the tablet's start (its welcome screen), not the provider's. Where the tablet
 * itself failed, no language is known: it says it in each, as the lock screen does.
 */
export function TabletErrorPage() {
  const error = useRouteError();
  const language = useTabletLanguage();
  const words = errorPageTexts[language ?? 'en'];
  useScreenTitle(isNotFound(error) ? words.notFoundPageTitle : words.pageTitle);
  return (
    <ErrorMessage
      error={error}
      words={words}
      start={paths.welcome.href()}
      also={language === null ? { lang: 'es', words: errorPageTexts.es } : undefined}
    />
  );
}

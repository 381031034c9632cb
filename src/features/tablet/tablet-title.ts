import { matchPath } from 'react-router-dom';
import type { Language } from '../../domain/intake/catalog';
import { paths } from '../../config/paths';
import type { Messages } from './messages';
import { errorMessages } from './messages/errors';

/**
 * The tab's title on the tablet at `pathname`, in the patient's language: what the route's
 * title says in English, and a tablet address with no screen is not found.
 */
export function tabletTitle(pathname: string, language: Language, t: Messages): string {
  const at = (pattern: string) => matchPath(pattern, pathname) !== null;
  if (at(paths.welcome.pattern)) return t.welcome.pageTitle;
  if (at(paths.legal.pattern) || at(paths.legalReader.pattern)) return t.legal.pageTitle;
  if (at(paths.intakeChat.pattern)) return t.chat.pageTitle;
  return errorMessages[language].notFoundPageTitle;
}

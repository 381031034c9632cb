import { matchPath } from 'react-router-dom';
import type { Language } from '../../domain/intake/catalog';
import { paths } from '../../config/paths';
import type { TabletTexts } from '../../domain/texts/en/tablet';
import { errorPageTexts } from '../../domain/texts/error-page';
import { legalSectionAt, legalStepAt, legalSteps } from './legal-steps';

/** A legal step's title: each step its own (WCAG 2.4.2), in the patient's language. */
export function legalStepTitle(t: TabletTexts, step: number): string {
  return t.legal.pageTitle(step, legalSteps.length);
}

/**
 * The tab's title on the tablet at `pathname`, in the patient's language, the same as its
 * screen's: the layout names the tab with it whatever shows there (a spinner, the access check,
 * the staff sign-in), where the route's own title would be English. An address the screens send
 * on (a step the flow does not have goes to step 1) is named as where it goes; a tablet address
 * with no screen is not found.
 */
export function tabletTitle(pathname: string, language: Language, t: TabletTexts): string {
  const at = (pattern: string) => matchPath(pattern, pathname)?.params;
  const reader = at(paths.legalReader.pattern);
  if (reader) {
    const step = legalStepAt(reader.index);
    const section = step === null ? null : legalSectionAt(step, reader.section);
    return section ? t.legal.sections[section.id].title : t.legal.reader.notFoundTitle;
  }
  const legal = at(paths.legal.pattern);
  if (legal) return legalStepTitle(t, legalStepAt(legal.index) ?? 1);
  if (at(paths.welcome.pattern)) return t.welcome.pageTitle;
  if (at(paths.intakeChat.pattern)) return t.chat.pageTitle;
  return errorPageTexts[language].notFoundPageTitle;
}

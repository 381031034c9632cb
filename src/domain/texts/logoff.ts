import type { Language } from '../intake/catalog';
import { logoff as en, type LogoffTexts } from './en/logoff';
import { logoff as es } from './es/logoff';

/**
 * The tablet's automatic logoff in each language (en/logoff.ts): the session's one idle clock
 * sits above every screen, so it carries both.
 */
export const logoffTexts: Readonly<Record<Language, LogoffTexts>> = { en, es };

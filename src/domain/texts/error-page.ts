import type { Language } from '../intake/catalog';
import { errorPage as en, type ErrorPageTexts } from './en/error-page';
import { errorPage as es } from './es/error-page';

/**
 * The error page of the tablet's screens in each language. Apart from the tablet's other
 * messages (tablet.ts): the router carries it, so it must not carry them.
 */
export const errorPageTexts: Readonly<Record<Language, ErrorPageTexts>> = { en, es };

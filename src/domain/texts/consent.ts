import type { Language } from '../intake/catalog';
import { consent as en, type ConsentTexts } from './en/consent';
import { consent as es } from './es/consent';

/** The legal statements' full texts in each language (en/consent.ts). */
export const consentTexts: Readonly<Record<Language, ConsentTexts>> = { en, es };

import type { LanguageTexts } from '../en/language';

/** Spanish as its speakers name it. */
export const language: LanguageTexts = { name: 'Español' };

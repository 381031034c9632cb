/**
 * The language as its own speakers name it: the tablet's language choice, and the choice of the
 * language of her visit summary. `LanguageTexts` is this object's type: the Spanish
 * (es/language.ts) must give it too, or the type check fails.
 */
export const language = { name: 'English' };

export type LanguageTexts = typeof language;

import type { Language } from '../intake/catalog';
import { language as en } from './en/language';
import { language as es } from './es/language';

/** Each language's own name (en/language.ts), in the order a choice lists them. */
export const languageNames: Readonly<Record<Language, string>> = { en: en.name, es: es.name };

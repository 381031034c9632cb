import type { Language } from '../../../domain/intake/catalog';
import { en, type Messages } from './en';
import { es } from './es';

export type { Messages, PatientSectionId } from './en';

/** The tablet's messages in each language it offers, in the order the choice lists them. */
export const messages: Readonly<Record<Language, Messages>> = { en, es };

import type { Language } from '../intake/catalog';
import { lock as en, type LockTexts } from './en/lock';
import { lock as es } from './es/lock';

/**
 * What the locked tablet says, in every language at once: nobody has chosen one when it shows.
 * The staff's own controls are English.
 */
export const lockTexts: Readonly<Record<Language, LockTexts>> = { en, es };

import type { Language } from '../intake/catalog';
import { tablet as en, type TabletTexts } from './en/tablet';
import { tablet as es } from './es/tablet';

/** The tablet's own messages in each language it offers (en/tablet.ts). */
export const tabletTexts: Readonly<Record<Language, TabletTexts>> = { en, es };

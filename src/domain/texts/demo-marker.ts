import type { Language } from '../intake/catalog';
import { demoMarker as en, type DemoMarkerTexts } from './en/demo-marker';
import { demoMarker as es } from './es/demo-marker';

/** The demo build's marker in each language (en/demo-marker.ts). */
export const demoMarkerTexts: Readonly<Record<Language, DemoMarkerTexts>> = { en, es };

import type { DemoMarkerTexts } from '../en/demo-marker';

/** The demo build's marker in Spanish: the type check fails on a missing or extra text. */
export const demoMarker: DemoMarkerTexts = {
  badge: 'Demostración',
  text: 'Solo datos de ejemplo: nada de esto llega a un servidor real.',
};

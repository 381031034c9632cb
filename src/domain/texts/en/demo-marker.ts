/**
 * The demo build's marker, in English: on the provider's screens, and on the patient tablet's
 * while she reads English. `DemoMarkerTexts` is this object's type: the Spanish
 * (es/demo-marker.ts) must give every text, with no extra one, or the type check fails.
 */
export const demoMarker = {
  badge: 'Demo',
  text: 'Sample data only: nothing here reaches a real backend.',
};

export type DemoMarkerTexts = typeof demoMarker;

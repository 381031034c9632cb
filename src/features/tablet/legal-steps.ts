/**
 * The legal flow (docs/product.md, "Screens and routes"): two steps, each a list of statements the
 * patient turns an agree toggle on for. The consent screens show them; the chat and the second step
 * check them.
 */
export type LegalSectionId = 'privacy' | 'terms' | 'disclosure' | 'hipaa';

export interface LegalSection {
  id: LegalSectionId;
  /** What the toggle says: "I agree", or "I understand" for the HIPAA statement. */
  toggle: 'agree' | 'understand';
}

const section = (id: LegalSectionId, toggle: LegalSection['toggle'] = 'agree'): LegalSection => ({
  id,
  toggle,
});

/** Step 1, then step 2 (docs/product.md, "Constants and limits": the legal flow has 2 steps). */
export const legalSteps: readonly (readonly LegalSection[])[] = [
  [section('privacy'), section('terms')],
  [section('disclosure'), section('hipaa', 'understand')],
];

/** The step (1-based) an address names, as `/legal/:index` writes it, or null for no step. */
export function legalStepAt(index: string | undefined): number | null {
  const step = /^[1-9][0-9]*$/.test(index ?? '') ? Number(index) : 0;
  return legalSteps[step - 1] ? step : null;
}

/** The statement an address names within step `step` (1-based), or null for none of its own. */
export function legalSectionAt(step: number, id: string | undefined): LegalSection | null {
  return legalSteps[step - 1]?.find((section) => section.id === id) ?? null;
}

/** Which toggles are on. */
export type Consents = Readonly<Partial<Record<LegalSectionId, boolean>>>;

/** Every toggle of step `step` (1-based) is on. */
export function stepAccepted(step: number, consents: Consents): boolean {
  const sections = legalSteps[step - 1];
  return sections !== undefined && sections.every(({ id }) => consents[id] === true);
}

/**
 * The first step (1-based) not yet accepted among those before `step`, or null when the
 * patient may be at `step`: where a patient opening `step` directly is sent back to.
 */
export function firstStepToAccept(step: number, consents: Consents): number | null {
  for (let earlier = 1; earlier < step; earlier += 1) {
    if (!stepAccepted(earlier, consents)) return earlier;
  }
  return null;
}

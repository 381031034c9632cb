/**
 * The legal flow (spec section 2): two steps, each a list of statements the patient turns an
 * agree toggle on for. The consent screens show them; the chat and the second step check them.
 */
export type LegalSectionId = 'privacy' | 'terms' | 'disclosure' | 'hipaa';

export interface LegalSection {
  id: LegalSectionId;
  /** What the toggle says: "I agree", or "I understand" for the HIPAA statement. */
  toggle: 'agree' | 'understand';
  /** Where the full text will live; a placeholder site until the clinic's texts exist. */
  fullTextUrl: string;
}

const section = (id: LegalSectionId, toggle: LegalSection['toggle'] = 'agree'): LegalSection => ({
  id,
  toggle,
  fullTextUrl: `https://example.com/legal/${id}`,
});

/** Step 1, then step 2 (spec section 9: the legal flow has 2 steps). */
export const legalSteps: readonly (readonly LegalSection[])[] = [
  [section('privacy'), section('terms')],
  [section('disclosure'), section('hipaa', 'understand')],
];

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

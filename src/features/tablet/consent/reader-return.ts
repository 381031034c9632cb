import type { LegalSectionId } from '../legal-steps';
import type { TurnSlot } from '../patient-turn';

/**
 * The history state of a reader opened from its step's "Read full" link: the entry before it
 * is the step, so Back goes back to it (a reader opened any other way replaces itself with
 * the step).
 */
export interface ReaderOpenedFromStep {
  fromStep: true;
}

export const openedFromStep: ReaderOpenedFromStep = { fromStep: true };

export function isOpenedFromStep(state: unknown): boolean {
  return (state as Partial<ReaderOpenedFromStep> | null)?.fromStep === true;
}

/**
 * The statement whose full text the patient has just closed: back on its step, the focus
 * returns to its "Read full" link, which brings the statement and its switch into view.
 */
export const closedReader: TurnSlot<LegalSectionId | null> = {
  name: 'legal-closed-reader',
  initial: () => null,
};

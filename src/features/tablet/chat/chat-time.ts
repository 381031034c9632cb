/**
 * How long the chat takes, for the time left it shows and the welcome's promise
 * (docs/patient-wording.md, "How long the chat takes"). A question costs points by what the
 * patient does on its screen, and a point is a time: Pew Research Center budgets a
 * 15-minute online survey at 85 points, a stand-alone question being one ("How we keep our
 * online surveys from running too long", Pew Research Center, 2022). A screen where she types
 * (her name, a date, a number, a list) counts two: Pew gives typed answers more points
 * without one figure for them, and two is this product's own assumption.
 */
import type { PatientSectionId } from '../../../domain/intake/catalog';
import type { ChatQuestion } from './chat-flow';

/** Seconds a point takes: 15 minutes for 85 points, some 10.6 s. */
const SECONDS_PER_POINT = (15 * 60) / 85;

/** The sections in the order the chat asks them (the catalog's, without the labs). */
export const CHAT_SECTIONS: readonly PatientSectionId[] = [
  'personal',
  'social',
  'pregnancy',
  'birth_control',
  'medical',
  'family',
];

/** A question's points: one for a tap (yes or no, one or several of a list), two for typing. */
export function pointsOf(question: ChatQuestion): number {
  if (question.kind === 'email') return 2;
  const { kind } = question.field;
  return kind === 'boolean' || kind === 'select' || kind === 'multi-select' ? 1 : 2;
}

/**
 * Each section's points for a typical patient: the median over the sample patients of the
 * points of the questions each is asked there (chat-time.test.ts counts them again from
 * src/domain/samples and fails when these fall out of step). Written out, so the tablet does
 * not carry the samples.
 */
export const TYPICAL_POINTS: Readonly<Record<PatientSectionId, number>> = {
  personal: 17,
  social: 4,
  pregnancy: 4,
  birth_control: 15,
  medical: 31,
  family: 8,
};

/** The whole chat for a typical patient, in seconds. */
export const TYPICAL_SECONDS = CHAT_SECTIONS.reduce(
  (total, section) => total + TYPICAL_POINTS[section] * SECONDS_PER_POINT,
  0,
);

/** The welcome's promise, in minutes: the typical chat rounded up to the next 5 minutes. */
export const PROMISED_MINUTES = Math.ceil(TYPICAL_SECONDS / 60 / 5) * 5;

/**
 * The time left, in seconds, when the patient is in `section` and has answered `donePoints`
 * worth of its questions: the typical time of the sections after it, and what is left of this
 * one's (never below nothing). A follow-up that appears comes after the question it follows,
 * so it adds nothing here: the time left only shrinks as she goes on.
 */
export function secondsLeft(section: PatientSectionId, donePoints: number): number {
  const after = CHAT_SECTIONS.slice(CHAT_SECTIONS.indexOf(section) + 1);
  const later = after.reduce((total, each) => total + TYPICAL_POINTS[each], 0);
  const here = Math.max(0, TYPICAL_POINTS[section] - donePoints);
  return (later + here) * SECONDS_PER_POINT;
}

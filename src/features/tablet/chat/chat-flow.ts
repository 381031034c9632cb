/**
 * The intake chat's flow, as pure functions of its state: which questions are asked (the
 * catalog's, for a patient, by their show-if rules), moving forward and back, changing an
 * answer from the review, and what is wrong with an answer.
 */
import {
  patientFields,
  type FieldKey,
  type PatientFieldDef,
  type PatientSectionId,
} from '../../../domain/intake/catalog';
import { isEmailAddress } from '../../../domain/email';
import {
  checkFormValues,
  EMAIL_KEY,
  formKeysOf,
  lengthProblem,
  maxLengthAt,
  textOf,
  usageEntryCount,
  wholeNumberProblem,
  type FormValue,
  type FormValues,
} from '../../../domain/intake/model';
import { datePartsOf, DATE_SHAPE, isCalendarDate } from '../../../domain/intake/model/dates';
import { isShown } from '../../../domain/rules/decide';
import { TEXT_LIMITS } from '../../../domain/text-limits';
import { CHAT_SECTIONS, pointsOf, secondsLeft, TYPICAL_SECONDS } from './chat-time';
import {
  chatMeasureOf,
  entryKey,
  MEASURE_UNITS,
  readMeasure,
  type MeasureProblem,
} from './measure-entry';

export type ChatQuestion =
  | { id: typeof EMAIL_KEY; kind: 'email'; section: PatientSectionId }
  | { id: FieldKey; kind: 'field'; field: PatientFieldDef; section: PatientSectionId };

/** The patient record's email, asked after the name. */
const emailQuestion: ChatQuestion = { id: EMAIL_KEY, kind: 'email', section: 'personal' };

/** Every question the chat may ask, in the catalog's order: the patient's fields and the email. */
export const chatQuestions: readonly ChatQuestion[] = patientFields.flatMap((field) => {
  // A patient is asked nothing of the labs, the one section that is the provider's.
  const section = field.section as PatientSectionId;
  const question: ChatQuestion = { id: field.key, kind: 'field', field, section };
  return field.key === 'name' ? [question, emailQuestion] : [question];
});

const byId = new Map<string, ChatQuestion>(
  chatQuestions.map((question) => [question.id, question]),
);

export function questionById(id: string): ChatQuestion | undefined {
  return byId.get(id);
}

/** The questions asked for these answers, in order: a follow-up only when its rule holds. */
export function askedQuestions(values: FormValues): ChatQuestion[] {
  return chatQuestions.filter(
    (question) => question.kind === 'email' || isShown(question.field, values),
  );
}

/** The answers without those to questions no longer asked (a changed answer hid them). */
function withoutHidden(values: FormValues): FormValues {
  const kept = { ...values };
  for (const question of chatQuestions) {
    if (question.kind === 'email' || isShown(question.field, values)) continue;
    for (const key of formKeysOf(question.field, usageEntryCount(values, question.field))) {
      delete kept[key];
    }
  }
  return kept;
}

/** Where the chat is: a question's id, or the review of every answer. */
export const REVIEW = 'review';

export interface ChatState {
  values: FormValues;
  /** The questions the patient has moved on from, so their answers stand. */
  answered: readonly string[];
  /** The question on screen, or REVIEW. */
  at: string;
  /** An answer is being changed from the review: back there once the new follow-ups are answered. */
  fromReview: boolean;
}

export function startChat(): ChatState {
  return { values: {}, answered: [], at: chatQuestions[0]!.id, fromReview: false };
}

/** The answers replaced: follow-ups that no longer hold go, with their answers. */
export function withValues(state: ChatState, values: FormValues): ChatState {
  const kept = withoutHidden(values);
  const asked = new Set<string>(askedQuestions(kept).map((question) => question.id));
  return { ...state, values: kept, answered: state.answered.filter((id) => asked.has(id)) };
}

/** One new answer, by form key. */
export function withAnswer(state: ChatState, key: string, value: FormValue): ChatState {
  return withValues(state, { ...state.values, [key]: value });
}

/**
 * On from the current question (its answer checked by the caller): the next question asked,
 * or, when changing an answer from the review, the next one not yet answered; the review
 * after the last.
 */
export function goForward(state: ChatState): ChatState {
  const answered = state.answered.includes(state.at)
    ? state.answered
    : [...state.answered, state.at];
  const asked = askedQuestions(state.values);
  const later = asked.slice(asked.findIndex((question) => question.id === state.at) + 1);
  const next = state.fromReview
    ? later.find((question) => !answered.includes(question.id))
    : later[0];
  return next
    ? { ...state, answered, at: next.id }
    : { ...state, answered, at: REVIEW, fromReview: false };
}

/** Back to the question before (from the review, the last one); none before the first. */
export function goBack(state: ChatState): ChatState {
  const asked = askedQuestions(state.values);
  const at = state.at === REVIEW ? asked.length : asked.findIndex((q) => q.id === state.at);
  const previous = asked[at - 1];
  return previous ? { ...state, at: previous.id } : state;
}

/** From the review, to change one answer. */
export function changeAnswer(state: ChatState, id: string): ChatState {
  return { ...state, at: id, fromReview: true };
}

/** Where the patient is, by section, and the time left (chat-time.ts). */
export interface ChatProgress {
  /** The section's place among the chat's sections, from 1, and how many there are. */
  part: number;
  parts: number;
  section: PatientSectionId;
  /** The typical time left, in seconds: it never grows as follow-up questions appear. */
  secondsLeft: number;
  /** How much of the typical time is behind her, from 0 to 1. */
  done: number;
  /** Whether a question comes before this one (Back has somewhere to go). */
  first: boolean;
}

/**
 * The progress at the question on screen (from the review, at its end): the section, and
 * the time left by the points of the questions she has passed in it. A follow-up appears
 * after the answer it follows, so it changes neither.
 */
export function progressOf(state: ChatState): ChatProgress {
  const asked = askedQuestions(state.values);
  const index = asked.findIndex((question) => question.id === state.at);
  const at = index < 0 ? asked.length : index;
  const section = (asked[at] ?? asked.at(-1)!).section;
  const passed = asked
    .slice(0, at)
    .filter((question) => question.section === section)
    .reduce((points, question) => points + pointsOf(question), 0);
  const left = index < 0 ? 0 : secondsLeft(section, passed);
  return {
    part: CHAT_SECTIONS.indexOf(section) + 1,
    parts: CHAT_SECTIONS.length,
    section,
    secondsLeft: left,
    done: 1 - left / TYPICAL_SECONDS,
    first: at === 0,
  };
}

/** What is wrong with an answer, for the patient's message in their language. */
export type Problem =
  | {
      kind:
        | 'required'
        | 'wholeNumber'
        | 'tooManyDigits'
        | 'fullDate'
        | 'emailInvalid'
        | 'stopBeforeStart'
        | 'fullYear'
        | 'noSuchDate'
        | 'birthInFuture'
        | 'birthLongAgo';
    }
  | { kind: 'range'; min?: number; max?: number }
  | { kind: 'tooLong'; max: number }
  | MeasureProblem;

/** The problem the catalog's checks found at `key`, named for the patient. */
function problemAt(field: PatientFieldDef, key: string, value: string, today: Date): Problem {
  if (value.trim() === '') return { kind: 'required' };
  const max = maxLengthAt(field, key);
  if (max !== undefined && lengthProblem(value, max)) return { kind: 'tooLong', max };
  if (field.kind === 'integer') {
    const notWhole = wholeNumberProblem(value);
    if (notWhole === undefined) return { kind: 'range', min: field.min, max: field.max };
    return { kind: notWhole === 'too-many-digits' ? 'tooManyDigits' : 'wholeNumber' };
  }
  const date = value.trim();
  if (DATE_SHAPE.test(date)) {
    if (!isCalendarDate(date)) return { kind: 'noSuchDate' };
    // A usage history's stop date can be a whole date and still wrong: before the start.
    if (key.endsWith(':stop_date')) return { kind: 'stopBeforeStart' };
    // A date of birth, in the future or over 120 years ago (a year mistyped).
    if (key === 'date_of_birth') {
      return date > today.toISOString().slice(0, 10)
        ? { kind: 'birthInFuture' }
        : { kind: 'birthLongAgo' };
    }
  }
  const { year, month, day } = datePartsOf(date);
  if (year !== '' && month !== '' && day !== '' && year.length !== 4) return { kind: 'fullYear' };
  return { kind: 'fullDate' };
}

/** A height or weight's problem, from the answer as given (measure-entry). */
function measureProblems(
  field: PatientFieldDef,
  values: FormValues,
): Record<string, Problem> | undefined {
  const measure = chatMeasureOf(field);
  if (!measure) return undefined;
  const chosen = textOf(values, entryKey(field.key, 'unit'));
  // Nothing typed yet when no unit is kept: any unit's empty boxes are unanswered.
  const unit =
    MEASURE_UNITS[measure].find((known) => known === chosen) ?? MEASURE_UNITS[measure][0]!;
  const reading = readMeasure(field, measure, unit, values);
  return 'problem' in reading ? { [field.key]: reading.problem } : {};
}

/**
 * The problems of a question's answer, by form key (none when it may be left as it is):
 * the catalog's own checks (validateFormValues), each named for the patient.
 */
export function problemsOf(
  question: ChatQuestion,
  values: FormValues,
  today: Date = new Date(),
): Record<string, Problem> {
  if (question.kind === 'email') {
    const email = textOf(values, EMAIL_KEY).trim();
    if (email === '') return { [EMAIL_KEY]: { kind: 'required' } };
    if (lengthProblem(email, TEXT_LIMITS.email)) {
      return { [EMAIL_KEY]: { kind: 'tooLong', max: TEXT_LIMITS.email } };
    }
    return isEmailAddress(email) ? {} : { [EMAIL_KEY]: { kind: 'emailInvalid' } };
  }
  const measured = measureProblems(question.field, values);
  if (measured) return measured;
  const { errors } = checkFormValues(values, { fields: [question.field], today });
  return Object.fromEntries(
    Object.keys(errors).map((key) => [
      key,
      problemAt(question.field, key, textOf(values, key), today),
    ]),
  );
}

/** The first question asked that is unanswered or has a problem, if any: where sending starts. */
export function firstUnfinished(state: ChatState): ChatQuestion | undefined {
  return askedQuestions(state.values).find(
    (question) =>
      !state.answered.includes(question.id) ||
      Object.keys(problemsOf(question, state.values)).length > 0,
  );
}

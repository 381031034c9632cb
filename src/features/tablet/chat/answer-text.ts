/** The chat's questions, options and answers in the patient's language. */
import type { FieldDef, Language, Option } from '../../../domain/intake/catalog';
import type { IntakeTexts } from '../../../domain/texts/en/intake';
import { optionOf, questionOf } from '../../../domain/texts/intake';
import {
  EMAIL_KEY,
  NOT_KNOWN,
  selectionsOf,
  textOf,
  usageEntryCount,
  usageKey,
  type FormValues,
} from '../../../domain/intake/model';
import type { ChatMessages as Messages } from './language/pack';
import { feetAndInches } from '../../../domain/intake/model/units';
import type { ChatQuestion, Problem } from './chat-flow';
import { chatMeasureOf, entryKey, UNIT_BOXES, unitOf, type MeasureBox } from './measure-entry';

export function questionText(question: ChatQuestion, wording: IntakeTexts, t: Messages): string {
  return question.kind === 'email'
    ? t.chat.emailQuestion
    : questionOf(wording, question.field).question;
}

export function hintText(
  question: ChatQuestion,
  wording: IntakeTexts,
  t: Messages,
): string | undefined {
  if (question.kind === 'email') return t.chat.emailHint;
  const own = questionOf(wording, question.field).hint;
  if (question.field.kind === 'list') return own ?? t.chat.listHint;
  if (question.field.kind === 'multi-select')
    return own ? `${own} ${t.chat.chooseAll}` : t.chat.chooseAll;
  // A date's boxes are in the language's order; the hint says it, with an example.
  if (question.field.kind === 'date' || question.field.kind === 'usage-history')
    return own ? `${own} ${t.chat.dateHint}` : t.chat.dateHint;
  return own;
}

/** A box's unit beside it, in words: "feet", "cm". */
export function boxUnitText(box: MeasureBox, t: Messages): string {
  const units: Record<MeasureBox, string> = {
    feet: t.chat.feet,
    inches: t.chat.inches,
    cm: t.chat.centimeters,
    lb: t.chat.pounds,
    kg: t.chat.kilograms,
  };
  return units[box];
}

export function optionText(field: FieldDef, option: Option, wording: IntakeTexts): string {
  return optionOf(wording, field, option);
}

/** A yes/no's answer in the question's own words ("20 years or less"), or plain Yes / No. */
export function yesNoText(
  field: FieldDef,
  answer: 'yes' | 'no',
  wording: IntakeTexts,
  t: Messages['chat'],
): string {
  return questionOf(wording, field).answers?.[answer] ?? t[answer];
}

/** "I don't know", in the question's own words where it has them. */
export function notKnownText(field: FieldDef, wording: IntakeTexts, t: Messages['chat']): string {
  return questionOf(wording, field).notKnown ?? t.notKnown;
}

/** What the chat offers: the options the form offers, never a display-only value. */
export function offeredOptions(options: readonly Option[] | undefined): Option[] {
  return (options ?? []).filter((option) => !option.displayOnly);
}

/** "April 3, 2020" from "2020-04-03", as written in the language; the text itself otherwise. */
function dateText(value: string, language: Language): string {
  const [year, month, day] = value.split('-').map(Number);
  if (!year || !month || !day) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** An answer as the review shows it. */
export function answerText(
  question: ChatQuestion,
  values: FormValues,
  language: Language,
  wording: IntakeTexts,
  t: Messages,
): string {
  if (question.kind === 'email') return textOf(values, EMAIL_KEY);
  const { field } = question;
  const value = textOf(values, field.key).trim();
  const label = (chosen: string) =>
    optionText(
      field,
      field.options?.find((option) => option.value === chosen) ?? { value: chosen, label: chosen },
      wording,
    );
  switch (field.kind) {
    case 'boolean':
      if (value === 'yes' || value === 'no') return yesNoText(field, value, wording, t.chat);
      return value === NOT_KNOWN ? notKnownText(field, wording, t.chat) : t.chat.ratherNotSay;
    case 'select':
      return value === NOT_KNOWN ? notKnownText(field, wording, t.chat) : label(value);
    case 'multi-select': {
      const chosen = selectionsOf(values, field.key);
      return chosen.length ? chosen.map(label).join(', ') : t.review.none;
    }
    case 'list':
      return value || t.review.none;
    case 'integer': {
      const measure = chatMeasureOf(field);
      if (measure) {
        // As she gave it: "5 ft 4 in", "160 cm", "58,5 kg".
        const unit = unitOf(field, measure, values, language);
        const typed = (box: MeasureBox) => textOf(values, entryKey(field.key, box)).trim();
        if (unit === 'ft_in') {
          return t.chat.feetAndInches(Number(typed('feet') || 0), Number(typed('inches') || 0));
        }
        return UNIT_BOXES[unit].map((box) => `${typed(box)} ${boxUnitText(box, t)}`).join(' ');
      }
      const unit = questionOf(wording, field).unit;
      return unit ? `${value} ${unit}` : value;
    }
    case 'date':
      return dateText(value, language);
    case 'usage-history': {
      const entries = Array.from({ length: usageEntryCount(values, field) }, (_, index) => {
        const part = (name: 'brand' | 'start_date' | 'stop_date' | 'stop_reason') =>
          textOf(values, usageKey(field.key, index, name)).trim();
        const stop = part('stop_date');
        const reason = part('stop_reason');
        return [
          label(part('brand')),
          t.review.from(dateText(part('start_date'), language)),
          stop && t.review.until(dateText(stop, language)),
        ]
          .filter(Boolean)
          .join(' ')
          .concat(reason ? ` (${reason})` : '');
      });
      return entries.length ? entries.join('; ') : t.review.none;
    }
    default:
      return value;
  }
}

/** A problem with an answer, as the patient reads it. */
export function problemText(problem: Problem, t: Messages): string {
  if (problem.kind === 'tooLong') return t.chat.tooLong(problem.max);
  if (problem.kind === 'measureRange') {
    const { measure, unit, min, max } = problem;
    const end = (value: number) => {
      if (unit !== 'ft_in') return `${value} ${boxUnitText(UNIT_BOXES[unit][0]!, t)}`;
      const { feet, inches } = feetAndInches(value);
      return t.chat.feetAndInches(feet, inches);
    };
    const between = measure === 'height' ? t.chat.heightBetween : t.chat.weightBetween;
    return between(end(min), end(max));
  }
  if (problem.kind !== 'range') return t.chat[problem.kind];
  const { min, max } = problem;
  if (min !== undefined && max !== undefined) return t.chat.between(min, max);
  if (min !== undefined) return t.chat.atLeast(min);
  return max !== undefined ? t.chat.atMost(max) : t.chat.wholeNumber;
}

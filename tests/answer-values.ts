/**
 * The answers a rule can be read against: for each answer its leaves read, values that make
 * each leaf true and false (the values it compares with, an age or a BMI either side of each
 * bound, a medicine of each class), for tests that go through every combination. Height and
 * weight are one answer here, given or missing together: no few heights could each make some
 * weight obese and some not.
 */
import type { MedicationClass } from '../src/domain/clinical/medications';
import { fieldsByKey, type FieldKey } from '../src/domain/intake/catalog';
import { isOperator, partsOf, type Rule, type Span } from '../src/domain/rules/rule';

/** Each answer's values, never unanswered: the tests add that. */
export type AnswerValues = Map<FieldKey | 'height+weight', unknown[]>;

const optionsOf = (key: FieldKey) => fieldsByKey.get(key)?.options?.map((o) => o.value) ?? [];

/** A date of birth for each whole age either side of the span's bounds, on 2026-11-22. */
const birthDates = ({ from, below }: Span) =>
  [from, below]
    .filter((bound) => bound !== undefined)
    .flatMap((bound) => [bound - 1, bound])
    .map((age) => `${2026 - age}-06-01`);

const MEDICINES: Record<MedicationClass, string> = {
  enzyme_inducer: 'carbamazepine',
  lamotrigine: 'lamotrigine',
  fosamprenavir: 'fosamprenavir',
  other_antiretroviral: 'dolutegravir',
  st_johns_wort: "St. John's wort",
  anticoagulant: 'apixaban',
};

/** Normal, and high LDL: the lipid panel's flags. */
const lipidPanels = [
  ['-', '-', '-'],
  ['H', '-', '-'],
].map((flags) => ({
  results: ['96', '62', '88'],
  flags,
}));

export function answerValues(rule: Rule): AnswerValues {
  const values: AnswerValues = new Map();
  const add = (key: FieldKey | 'height+weight', ...more: unknown[]) => {
    const known = values.get(key) ?? [];
    const seen = new Set(known.map((value) => JSON.stringify(value)));
    values.set(key, [...known, ...more.filter((value) => !seen.has(JSON.stringify(value)))]);
  };
  const walk = (part: Rule): void => {
    if (isOperator(part)) return partsOf(part).forEach(walk);
    if ('unasked' in part) return;
    if ('yes' in part) return add(part.yes, true, false);
    if ('no' in part) return add(part.no, true, false);
    if ('age' in part) return add('date_of_birth', ...birthDates(part.age));
    if ('bmi' in part) {
      // 65 in: 180 lbs is a BMI of 29.95, 181 lbs 30.12.
      return add('height+weight', { height: 65, weight: 180 }, { height: 65, weight: 181 });
    }
    if ('bloodPressure' in part) {
      add(
        'recent_blood_pressure',
        ...[
          [118, 76],
          [145, 92],
          [165, 102],
        ].map(([systolic, diastolic]) => ({ systolic, diastolic })),
      );
      add('hypertension', ...optionsOf('hypertension'));
      return add('hypertension_bp', ...optionsOf('hypertension_bp'));
    }
    if ('medication' in part) {
      add('current_medications', [], [MEDICINES[part.medication]]);
      return add('current_supplements', [], [MEDICINES[part.medication]]);
    }
    if ('anticoagulation' in part) {
      // Therapeutic, prophylactic and a dose not stated.
      return add(
        'current_medications',
        [],
        ['warfarin'],
        ['enoxaparin 40 mg once daily'],
        ['apixaban'],
      );
    }
    if ('dyslipidemia' in part) return add('lab_details:lab_results:ldl_hdl_tg', ...lipidPanels);
    if ('span' in part) {
      const { from, below } = part.span;
      return add(
        part.field,
        ...[from, below]
          .filter((bound) => bound !== undefined)
          .flatMap((bound) => [bound - 1, bound])
          .filter((value) => value >= 0),
      );
    }
    if ('equals' in part || 'in' in part) return add(part.field, ...optionsOf(part.field));
    // A multi-select: nothing (a follow-up's empty list is unanswered), each value it compares
    // with, and one it does not.
    const compared = 'includes' in part ? [part.includes] : [...part.includesAny];
    const other = optionsOf(part.field).find((value) => !compared.includes(value));
    add(
      part.field,
      ...(part.field.includes(':') ? [] : [[]]),
      ...compared.map((value) => [value]),
      ...(other ? [[other]] : []),
    );
  };
  walk(rule);
  return values;
}

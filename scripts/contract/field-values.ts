/**
 * One stored answer against its intake-catalog field (src/domain/intake/catalog): its kind's
 * type and, for the kinds with options, an allowed value. A problem names the expected and the
 * received type, or that a value is outside the options, never the value.
 *
 * null is every kind's unanswered (the app reads it so, src/domain/intake/model/codec.ts), and
 * '' a text-like one's; both pass. Ranges (min, max) are not checked: the app only warns of a
 * stored value out of range, so a record holding one is not wrong.
 */
import type { FieldDef, Option } from '../../src/domain/intake/catalog';
import { isCalendarDate } from '../../src/domain/intake/model/dates';
import { typeOf } from './shapes';

/** Where within the field ("", ".results", "[*].brand") and how it differs. */
export interface ValueProblem {
  at: string;
  problem: string;
}

/** How a value falls short: "type string", "type number (with decimals)", OUTSIDE. */
type Got = string | undefined;

const OUTSIDE = 'a value outside them';

const unanswered = (value: unknown) => value === null || value === '';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function typeGot(value: unknown): string {
  if (typeof value === 'number' && !Number.isInteger(value)) return 'type number (with decimals)';
  return `type ${typeOf(value)}`;
}

const wholeNumber = (value: unknown): Got => (Number.isInteger(value) ? undefined : typeGot(value));
const text = (value: unknown): Got => (typeof value === 'string' ? undefined : typeGot(value));
const truth = (value: unknown): Got => (typeof value === 'boolean' ? undefined : typeGot(value));

function date(value: unknown): Got {
  if (typeof value !== 'string') return typeGot(value);
  return isCalendarDate(value) ? undefined : 'text that is not a date';
}

function oneOf(options: readonly Option[]): (value: unknown) => Got {
  return (value) => {
    if (typeof value !== 'string') return typeGot(value);
    return options.some((option) => option.value === value) ? undefined : OUTSIDE;
  };
}

/** A list whose every item passes `item`. */
function listOf(item: (value: unknown) => Got): (value: unknown) => Got {
  return (value) => {
    if (!Array.isArray(value)) return typeGot(value);
    for (const entry of value) {
      const got = item(entry);
      if (got) return got === OUTSIDE ? 'an item outside them' : `an item of ${got}`;
    }
    return undefined;
  };
}

/** Nothing wrong when unanswered; otherwise as `check`. */
const orUnanswered =
  (check: (value: unknown) => Got) =>
  (value: unknown): Got =>
    unanswered(value) ? undefined : check(value);

function problem(at: string, expected: string, got: Got): ValueProblem[] {
  return got ? [{ at, problem: `expected ${expected}, got ${got}` }] : [];
}

const DATE = 'a date (YYYY-MM-DD)';

function usageProblems(field: FieldDef, value: unknown): ValueProblem[] {
  if (!Array.isArray(value)) return problem('', 'a list of entries', typeGot(value));
  const max = field.maxEntries ?? 5;
  const brands = field.options ?? [];
  const problems = value.length > max ? problem('', `at most ${max} entries`, 'more') : [];
  for (const entry of value) {
    if (!isObject(entry)) {
      problems.push(...problem('[*]', 'an entry object', typeGot(entry)));
      continue;
    }
    problems.push(
      ...problem('[*].brand', `one of the ${brands.length} brands`, oneOf(brands)(entry.brand)),
      ...problem('[*].start_date', DATE, date(entry.start_date)),
      // stop_date and stop_reason are optional: absent, or left empty.
      ...problem(
        '[*].stop_date',
        DATE,
        entry.stop_date === undefined ? undefined : orUnanswered(date)(entry.stop_date),
      ),
      ...problem(
        '[*].stop_reason',
        'text',
        entry.stop_reason == null ? undefined : text(entry.stop_reason),
      ),
    );
  }
  return problems;
}

function labProblems(field: FieldDef, value: unknown): ValueProblem[] {
  if (!isObject(value)) return problem('', '{results, flags}', typeGot(value));
  // CBC and the lipid panel hold one result and one flag per component.
  const [expected, check] = field.components
    ? ['a list of text', listOf(text)]
    : ['text', orUnanswered(text)];
  return (['results', 'flags'] as const).flatMap((part) =>
    problem(
      `.${part}`,
      expected,
      value[part] === undefined ? 'nothing (missing)' : check(value[part]),
    ),
  );
}

/** The spec's sample data writes a reading as text, "107/70", which the app reads too. */
const READING_TEXT = /^\s*\d+\s*\/\s*\d+\s*$/;

function bloodPressureProblems(value: unknown): ValueProblem[] {
  if (typeof value === 'string' && READING_TEXT.test(value)) return [];
  if (!isObject(value)) {
    return problem('', '{systolic, diastolic} or "systolic/diastolic" text', typeGot(value));
  }
  return (['systolic', 'diastolic'] as const).flatMap((part) =>
    problem(
      `.${part}`,
      'a whole number',
      value[part] === null ? undefined : wholeNumber(value[part]),
    ),
  );
}

/** What is wrong with a stored answer to `field`; nothing when it is as the catalog says. */
export function valueProblems(field: FieldDef, value: unknown): ValueProblem[] {
  if (value === null) return [];
  const options = field.options ?? [];
  switch (field.kind) {
    case 'text':
      return problem('', 'text', text(value));
    case 'integer':
      return problem('', 'a whole number', wholeNumber(value));
    case 'boolean':
      return problem('', 'true or false', truth(value));
    case 'date':
      return problem('', DATE, orUnanswered(date)(value));
    case 'select':
      return problem(
        '',
        `one of the ${options.length} options`,
        orUnanswered(oneOf(options))(value),
      );
    case 'multi-select':
      return problem('', `a list of the ${options.length} options`, listOf(oneOf(options))(value));
    case 'list':
      return problem('', 'a list of text', listOf(text)(value));
    case 'usage-history':
      return usageProblems(field, value);
    case 'lab':
      return labProblems(field, value);
    case 'blood-pressure':
      return bloodPressureProblems(value);
  }
}

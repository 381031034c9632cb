/**
 * A lab panel's values, one per value it holds (a CBC's five, the lipid panel's three, one for
 * the other panels), read from a stored record and laid out as the form's boxes. The one reading
 * of a stored panel: the intake summary, the visit's review and the safety check all read it here
 * (docs/product.md, "Lab panels: one box per value, and Not done").
 */
import type { FieldDef } from '../catalog';

/**
 * What a panel marked "Not done" stores in each of its results and flags. The contract's results
 * and flags are text, so a backend takes it as it takes any result; it is not "-", which says the
 * laboratory reported no flag, that is a normal result, and is never read as an answer.
 */
export const NOT_DONE = 'Not done';

/** "Not done" as stored, whatever its case or spacing ("not_done" too); never "ND", "not detected". */
export function isNotDone(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    value
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, ' ') === NOT_DONE.toLowerCase()
  );
}

/** "-" says a value is not flagged. */
export const NO_FLAG = '-';

/** A flag that marks its value: anything but none ("-"), not done, or nothing. */
function isFlag(flag: string): boolean {
  const trimmed = flag.trim();
  return trimmed !== '' && trimmed !== NO_FLAG && !isNotDone(trimmed);
}

/**
 * What a laboratory's flag says: H high, L low (HH and LL when critical), anything else flagged
 * without a direction. The lab profile and the answers' text word a flag by it.
 */
export function flagWord(flag: string): 'High' | 'Low' | 'Flagged' {
  const letter = flag.trim().toUpperCase();
  if (letter.startsWith('H')) return 'High';
  if (letter.startsWith('L')) return 'Low';
  return 'Flagged';
}

/** One value of a stored panel. */
export interface LabValue {
  /** The component's name (CBC, LDL/HDL/TG); none for a panel of one value. */
  label?: string;
  unit: string;
  referenceRange: string;
  /** As stored, trimmed; '' when not recorded. */
  result: string;
  flag: string;
  /** Its result or flag says "Not done": no value, whatever else it holds. */
  notDone: boolean;
  /** Flagged by the laboratory (see isFlag), and done. */
  flagged: boolean;
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

/**
 * A stored results or flags entry as its items, in order: a list's items, or, for a panel of
 * several values, a text's comma-separated items (as the contract's form enters them).
 */
export function storedItems(field: FieldDef, value: unknown): string[] {
  if (Array.isArray(value)) return value.map(text);
  const whole = text(value);
  if (!field.components) return [whole];
  return whole === '' ? [] : whole.split(',').map((item) => item.trim());
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** A stored panel's values, one per component in the catalog's order (one for a single panel). */
export function labValues(field: FieldDef, stored: unknown): LabValue[] {
  const { results, flags } = record(stored);
  const resultItems = storedItems(field, results);
  const flagItems = storedItems(field, flags);
  const parts = field.components ?? [
    { label: undefined, unit: field.unit ?? '', referenceRange: field.referenceRange ?? '' },
  ];
  return parts.map(({ label, unit, referenceRange }, index) => {
    const result = resultItems[index] ?? '';
    const flag = flagItems[index] ?? '';
    const notDone = isNotDone(result) || isNotDone(flag);
    return {
      ...(label !== undefined && { label }),
      unit,
      referenceRange,
      result,
      flag,
      notDone,
      flagged: !notDone && isFlag(flag),
    };
  });
}

/** Every value of the panel is not done: the panel was marked "Not done". */
export function panelNotDone(values: readonly LabValue[]): boolean {
  return values.every((value) => value.notDone);
}

/** Nothing of the panel is on file. */
export function panelNotRecorded(values: readonly LabValue[]): boolean {
  return values.every((value) => value.result === '' && value.flag === '');
}

/** One box of a panel in a form: a value's result or its flag. */
export interface LabBox {
  /** Its form key: `{key}:results` or `{key}:flags`, with `:{n}` for a panel of several values. */
  key: string;
  part: 'results' | 'flags';
  /** The component it belongs to, for a panel of several values. */
  component?: string;
  unit?: string;
  referenceRange?: string;
}

/** A value's two boxes: its result and its flag. */
export interface LabBoxPair {
  result: LabBox;
  flag: LabBox;
}

/**
 * A panel's boxes, value by value, each result with its flag. A panel of several values takes
 * one pair per value, so none can be left out or put in another's place; the contract's
 * comma-separated lists are what the codec sends and reads (codec.ts).
 */
export function labBoxPairs(field: FieldDef): LabBoxPair[] {
  const { key, components } = field;
  if (!components) {
    return [
      {
        result: { key: `${key}:results`, part: 'results', unit: field.unit },
        flag: { key: `${key}:flags`, part: 'flags' },
      },
    ];
  }
  return components.map(({ label, unit, referenceRange }, index) => ({
    result: {
      key: `${key}:results:${index}`,
      part: 'results',
      component: label,
      unit,
      referenceRange,
    },
    flag: { key: `${key}:flags:${index}`, part: 'flags', component: label },
  }));
}

/** Every box of the panel, each result before its flag. */
export function labBoxes(field: FieldDef): LabBox[] {
  return labBoxPairs(field).flatMap(({ result, flag }) => [result, flag]);
}

/** A box's name, as its label and the summary of a refused save say it: "RBC", "RBC flag". */
export function labBoxLabel(box: LabBox): string {
  if (box.component === undefined) return box.part === 'results' ? 'Results' : 'Flags';
  return box.part === 'results' ? box.component : `${box.component} flag`;
}

/**
 * The slices the form's first render is cut into (docs/architecture.md, "Budgets"): the fields in
 * the order of the page, what each weighs, and where a slice of a given weight ends.
 */
import {
  fieldsOfSection,
  sections,
  type FieldDef,
  type SectionId,
} from '../../../domain/intake/catalog';
import { formKeysOf, usageEntryCount, type FormValues } from '../../../domain/intake/model';
import { isShown } from '../../../domain/rules/decide';

/** Every catalog field, in the order the form draws them. */
export const fieldsInPageOrder: readonly FieldDef[] = sections.flatMap(({ id }) =>
  fieldsOfSection(id),
);

const ends = new Map<SectionId, number>();
sections.reduce((start, { id }) => {
  const end = start + fieldsOfSection(id).length;
  ends.set(id, end);
  return end;
}, 0);

/** The position in fieldsInPageOrder just past the section's last field. */
export function sectionEnd(section: SectionId): number {
  return ends.get(section) ?? 0;
}

/** The position of the section's first field. */
export function sectionStart(section: SectionId): number {
  return sectionEnd(section) - fieldsOfSection(section).length;
}

/** The first slice, drawn with the page: the first section, which fills the first screen. */
export const FIRST_SLICE_END = sectionEnd(sections[0]!.id);

/** A control's frame, label, input and message. */
const ELEMENTS_PER_CONTROL = 6;
/** A usage history's heading, count and button; a fieldset and its legend. */
const ELEMENTS_PER_FIELD = 4;

/**
 * About how many elements a field puts in the page with these answers: a few of its own, some
 * for each control, one for each option of a select (in each usage entry), two for each checkbox.
 * A hidden field adds none; it weighs one, for React's visit to it.
 */
function renderWeight(field: FieldDef, values: FormValues): number {
  if (!isShown(field, values)) return 1;
  const entries = field.kind === 'usage-history' ? usageEntryCount(values, field) : 1;
  const perOption = field.kind === 'multi-select' ? 2 : 1;
  const options = (field.options?.length ?? 0) * perOption * entries;
  return ELEMENTS_PER_FIELD + formKeysOf(field, entries).length * ELEMENTS_PER_CONTROL + options;
}

export interface Slice {
  /** The position just past its last field. */
  end: number;
  weight: number;
}

/**
 * The slice that starts at `from`: one field at least, then as many as fit in `budget`, with the
 * answers as they are now (an answer can show follow-ups).
 */
export function nextSlice(from: number, values: FormValues, budget: number): Slice {
  let end = from;
  let weight = 0;
  while (end < fieldsInPageOrder.length) {
    const next = renderWeight(fieldsInPageOrder[end]!, values);
    if (end > from && weight + next > budget) break;
    weight += next;
    end += 1;
  }
  return { end, weight };
}

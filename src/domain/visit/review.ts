/**
 * The answers the visit reviews with the patient: the ones the safety check reads (every chart
 * row's answers, clinical/row-answers.ts), grouped by the intake's sections, each shown where
 * the form would ask it, with its value as the intake summary shows it, or "Not answered" (an
 * unanswered question is never "no": U.S. MEC 2024).
 */
import type { PatientInformation } from '../../api/schemas';
import { inCatalogOrder, rowAnswers } from '../clinical/row-answers';
import { fieldsByKey, sections, type FieldDef, type SectionId } from '../intake/catalog';
import { formatAnswer, UNKNOWN } from '../intake/model/format';
import { readPath } from '../intake/model/path';
import { toFormValues } from '../intake/model/to-form-values';
import { isShown } from '../rules/decide';

export const NOT_ANSWERED = 'Not answered';

interface ReviewAnswer {
  field: FieldDef;
  value: string;
}

export interface ReviewGroup {
  section: SectionId;
  title: string;
  answers: ReviewAnswer[];
}

/** The fields the safety check reads, once each, in the catalog's order. */
export const checkedFields: readonly FieldDef[] = inCatalogOrder(
  Object.values(rowAnswers).flat(),
).map((key) => fieldsByKey.get(key)!);

/**
 * An answer as the review shows it: the intake summary's text of it (formatAnswer, a lab panel's
 * values with their flags, "Not done"), or "Not answered".
 */
export function reviewText(field: FieldDef, information: PatientInformation): string {
  const value = formatAnswer(field, readPath(information, field.key));
  return value === UNKNOWN ? NOT_ANSWERED : value;
}

/** Her answers the check reads, by section; a section with none of them is left out. */
export function reviewGroups(information: PatientInformation): ReviewGroup[] {
  const values = toFormValues(information);
  return sections
    .map(({ id, title }) => ({
      section: id,
      title,
      answers: checkedFields
        .filter((field) => field.section === id && isShown(field, values))
        .map((field) => ({ field, value: reviewText(field, information) })),
    }))
    .filter(({ answers }) => answers.length > 0);
}

import { birthControlFields } from './birth-control';
import { familyFields } from './family';
import { labFields } from './labs';
export { BLOOD_PRESSURE_RANGES } from './labs';
import { medicalFields } from './medical';
import { personalFields } from './personal';
import { pregnancyFields } from './pregnancy';
import { socialFields } from './social';
import type { FieldDef, PatientFieldDef, Section, SectionId } from './types';

export type * from './types';
export { fieldKeys, labTests, type FieldKey } from './keys';
export { notKnownAnswers } from './not-known';

/** The form's sections, in the order of docs/product.md, "Screens and routes". */
export const sections: readonly Section[] = [
  { id: 'personal', title: 'Personal Information' },
  { id: 'social', title: 'Social History' },
  { id: 'pregnancy', title: 'Pregnancy' },
  { id: 'birth_control', title: 'History with Birth Control' },
  { id: 'medical', title: 'Medical History' },
  { id: 'family', title: 'Family History' },
  { id: 'labs', title: 'Labs' },
];

export const intakeCatalog: readonly FieldDef[] = [
  ...personalFields,
  ...socialFields,
  ...pregnancyFields,
  ...birthControlFields,
  ...medicalFields,
  ...familyFields,
  ...labFields,
];

/** The fields a patient is asked (the chat): everything but the provider's own. */
export const patientFields: readonly PatientFieldDef[] = intakeCatalog.filter(
  (field): field is PatientFieldDef => field.audience !== 'provider',
);

export const fieldsByKey: ReadonlyMap<string, FieldDef> = new Map(
  intakeCatalog.map((field) => [field.key, field]),
);

const fieldsBySection = new Map(
  sections.map(({ id }) => [id, intakeCatalog.filter((field) => field.section === id)]),
);

export function fieldsOfSection(section: SectionId): readonly FieldDef[] {
  return fieldsBySection.get(section) ?? [];
}

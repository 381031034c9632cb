/**
 * The sample patients as a backend that holds only some of each record would serve them
 * (the "sparse" mock profile): records made by another client, older records, an empty one.
 * The intake's answers are kept as the sample has them, only fewer.
 */
import type { PatientInformation } from '../../api/schemas';
import { fieldsOfSection, type SectionId } from '../../domain/intake/catalog';
import { hannahLee } from '../../domain/samples/patients/hannah-lee';
import { jasmineCarter } from '../../domain/samples/patients/jasmine-carter';
import { priyaRaman } from '../../domain/samples/patients/priya-raman';
import { sofiaMarquez } from '../../domain/samples/patients/sofia-marquez';

/** The top-level keys of the sample's information that these sections' fields live under. */
function only(information: PatientInformation, sections: readonly SectionId[]) {
  const keys = new Set(
    sections.flatMap((section) => fieldsOfSection(section).map((field) => field.key.split(':')[0])),
  );
  return Object.fromEntries(Object.entries(information).filter(([key]) => keys.has(key)));
}

function pick(information: PatientInformation, keys: readonly string[]) {
  return Object.fromEntries(Object.entries(information).filter(([key]) => keys.includes(key)));
}

/** Each sample's stored information in the sparse profile, by uuid; Maya's is whole. */
export const sparseInformation: Readonly<Record<string, PatientInformation>> = {
  // The basics another client took: her name and date of birth.
  [priyaRaman.uuid]: pick(priyaRaman.information, ['name', 'date_of_birth']),
  // An older record: the personal answers only.
  [sofiaMarquez.uuid]: only(sofiaMarquez.information, ['personal']),
  // Everything but the labs and the family history.
  [jasmineCarter.uuid]: only(jasmineCarter.information, [
    'personal',
    'social',
    'pregnancy',
    'birth_control',
    'medical',
  ]),
  // Nothing at all.
  [hannahLee.uuid]: {},
};

import type { PatientInformation } from '../../../api/schemas';
import { intakeCatalog, type FieldDef } from '../catalog';
import { writePath } from './path';

/** Unanswered: '' for text, null for a single answer, [] for lists. */
function emptyValue(field: FieldDef): unknown {
  switch (field.kind) {
    case 'text':
      return '';
    case 'multi-select':
    case 'list':
    case 'usage-history':
      return [];
    case 'lab':
      return field.components ? { results: [], flags: [] } : { results: '', flags: '' };
    case 'blood-pressure':
      return { systolic: null, diastolic: null };
    default:
      return null;
  }
}

/** A new patient's information: every key of the catalog, nothing answered. */
export function emptyPatientInformation(): PatientInformation {
  const information: PatientInformation = {};
  for (const field of intakeCatalog) writePath(information, field.key, emptyValue(field));
  return information;
}

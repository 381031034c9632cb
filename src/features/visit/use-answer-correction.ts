import type { Patient } from '../../api/schemas';
import type { FieldDef } from '../../domain/intake/catalog';
import { toFormValues, toPatientInformation, type FormErrors } from '../../domain/intake/model';
import type { FormValues } from '../../domain/intake/model/form-values';
import { IntakeValidationError } from '../../domain/intake/model/serializer';
import { useRecordUpdate, type UpdateOutcome } from './use-record-update';

/** What became of a correction: saved, refused by the form's checks, or not saved. */
export type CorrectionOutcome = UpdateOutcome | { kind: 'invalid'; errors: FormErrors };

/**
 * Saves one corrected answer to the patient's record with the patient form's checks
 * (domain/intake/model/validate.ts) and its rule for what is sent (toPatientInformation, with
 * that one field), through the visit's one write path (use-record-update.ts).
 */
export function useAnswerCorrection(patient: Patient, refresh: () => void) {
  const update = useRecordUpdate(patient, refresh);

  async function submit(field: FieldDef, values: FormValues): Promise<CorrectionOutcome> {
    const loaded = toFormValues(patient.information);
    let information;
    try {
      information = toPatientInformation({ ...loaded, ...values }, patient.information, loaded, [
        field,
      ]);
    } catch (error) {
      if (error instanceof IntakeValidationError) return { kind: 'invalid', errors: error.errors };
      throw error;
    }
    return update.send(information, [field], 'your correction');
  }

  return { submit, sending: update.sending };
}

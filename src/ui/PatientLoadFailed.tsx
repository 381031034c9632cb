import type { ReactNode } from 'react';
import type { ApiError } from '../api/api-error';
import { paths } from '../config/paths';
import { LoadFailed } from './LoadFailed';

/** A patient the server does not have, or an address whose id is not a patient's uuid. */
export const PATIENT_NOT_FOUND =
  'This patient could not be found. The link may be out of date, or the patient was removed.';

export function patientLoadMessage(error: ApiError): string {
  if (error.status === 404) return PATIENT_NOT_FOUND;
  return `This patient could not be loaded. ${error.message}`;
}

/**
 * Around the alert of a patient that did not load: a heading and a way back (the contract gives
 * no text: docs/product.md, "Error catalogue").
 */
export function PatientLoadFailed({ alert }: { alert: ReactNode }) {
  return (
    <LoadFailed
      heading="Patient"
      alert={alert}
      back={{ to: paths.dashboard.patients.href(), label: 'Back to all patients' }}
    />
  );
}

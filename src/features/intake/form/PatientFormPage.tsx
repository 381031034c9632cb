import { useParams } from 'react-router-dom';
import { usePatient } from '../../../api/resources';
import { Spinner } from '../../../ui/Spinner';
import { PatientForm } from './PatientForm';
import { PatientLoadFailed } from './PatientLoadFailed';

function EditPatient({ patientUuid }: { patientUuid: string }) {
  const patient = usePatient(patientUuid);
  if (patient.data) return <PatientForm key={patientUuid} patient={patient.data} />;
  if (patient.error) return <PatientLoadFailed error={patient.error} onRetry={patient.retry} />;
  return <Spinner label="Loading the patient" />;
}

/** /d/providers/dashboard/patients/create and /d/providers/dashboard/patients/{patient_uuid} */
export function Component() {
  const { patientUuid } = useParams();
  return patientUuid ? <EditPatient patientUuid={patientUuid} /> : <PatientForm />;
}

import { useParams } from 'react-router-dom';
import { usePatient } from '../../../api/resources';
import { PageState } from '../../../ui/PageState';
import { PatientForm } from './PatientForm';
import { PatientLoadFailed, patientLoadMessage } from './PatientLoadFailed';

function EditPatient({ patientUuid }: { patientUuid: string }) {
  const patient = usePatient(patientUuid);
  return (
    <PageState
      resource={patient}
      loadingLabel="Loading the patient"
      errorMessage={patientLoadMessage}
      errorLayout={(alert) => <PatientLoadFailed alert={alert} />}
    >
      {(data) => <PatientForm key={patientUuid} patient={data} />}
    </PageState>
  );
}

/** /d/providers/dashboard/patients/create and /d/providers/dashboard/patients/{patient_uuid} */
export function Component() {
  const { patientUuid } = useParams();
  return patientUuid ? <EditPatient patientUuid={patientUuid} /> : <PatientForm />;
}

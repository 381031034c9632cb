import { useParams } from 'react-router-dom';
import { usePatient } from '../../../api/resources';
import { PageState } from '../../../ui/PageState';
import { PatientForm } from './PatientForm';
import { PatientLoadFailed, patientLoadMessage } from './PatientLoadFailed';
import { resourceRequests } from '../../../api/resource-requests';
import { readsLoader } from '../../../api/reads-loader';

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

/** What the page reads, started beside the role check (docs/adr/0003-route-loaders.md). */
export const loader = readsLoader(({ patientUuid }) =>
  patientUuid ? [resourceRequests.patient(patientUuid)] : [],
);

import { useDeferredValue, useState } from 'react';
import { useParams } from 'react-router-dom';
import { usePatient } from '../../../api/resources';
import type { Patient } from '../../../api/schemas';
import type { FormValues } from '../../../domain/intake/model';
import { PageState } from '../../../ui/PageState';
import { Spinner } from '../../../ui/Spinner';
import { useDateFormats } from './date-formats';
import { PatientForm } from './PatientForm';
import { PatientLoadFailed, patientLoadMessage } from '../../../ui/PatientLoadFailed';
import { resourceRequests } from '../../../api/resource-requests';
import { readsLoader } from '../../../api/route-reads';

/** The record reloaded after it changed elsewhere, with the changes put back over it. */
interface Reload {
  patient: Patient;
  changes?: FormValues;
  /** Each reload opens the form anew. */
  count: number;
}

function EditPatient({ patientUuid, ready }: { patientUuid: string; ready: boolean }) {
  const patient = usePatient(patientUuid);
  // The form is built once the date formats are in (date-formats.ts), in a render of its own
  // that React splits into short tasks, not in the task that reads the record
  // (docs/architecture.md, "Budgets").
  const shown = useDeferredValue(ready ? patient.data : undefined);
  const [reload, setReload] = useState<Reload>();
  const onReload = (fresh: Patient, changes?: FormValues) => {
    setReload({ patient: fresh, changes, count: (reload?.count ?? 0) + 1 });
    // The cached copy too, for the pages after this one.
    patient.retry();
  };
  return (
    <PageState
      resource={{ ...patient, data: shown }}
      loadingLabel="Loading the patient"
      errorMessage={patientLoadMessage}
      errorLayout={(alert) => <PatientLoadFailed alert={alert} />}
    >
      {(data) => (
        <PatientForm
          key={`${patientUuid}:${reload?.count ?? 0}`}
          patient={reload?.patient ?? data}
          changes={reload?.changes}
          onReload={onReload}
        />
      )}
    </PageState>
  );
}

/** /d/providers/dashboard/patients/create and /d/providers/dashboard/patients/{patient_uuid} */
export function Component() {
  const { patientUuid } = useParams();
  const ready = useDateFormats();
  if (patientUuid) return <EditPatient patientUuid={patientUuid} ready={ready} />;
  return ready ? <PatientForm /> : <Spinner label="Loading the form" />;
}

/** What the page reads, preloaded beside the role check (docs/adr/0003-route-loaders.md). */
export const loader = readsLoader(({ patientUuid }) =>
  patientUuid ? [resourceRequests.patient(patientUuid)] : [],
);

import { Fragment } from 'react';
import { useParams } from 'react-router-dom';
import { usePatient } from '../../../api/resources';
import { paths } from '../../../config/paths';
import { nameAndEmail } from '../../../domain/patient/display-name';
import { ButtonLink } from '../../../ui/Button';
import { PrintButton, ReportHeader, ReportPart } from '../../../ui/ReportPage';
import { PATIENT_NOT_FOUND } from '../../../ui/PatientLoadFailed';
import { IntakeSummary } from '../../../ui/intake/IntakeSummary';
import { LabProfile } from '../../../ui/intake/LabProfile';
import { SafetyCheckPanel } from '../../../ui/safety/SafetyCheckPanel';
import { TabletEntryNotice } from '../../../ui/tablet-entries';
import { TabletPriorities } from '../../../ui/tablet-priorities';
import { resourceRequests } from '../../../api/resource-requests';
import { readsLoader } from '../../../api/route-reads';

export const PATIENT_LOAD_FAILED = 'The patient could not be loaded.';

/** /d/providers/dashboard/patients/{uuid}/summary */
export function Component() {
  const { patientUuid = '' } = useParams();
  const patient = usePatient(patientUuid);

  return (
    <div>
      <ReportHeader
        title="Intake Summary"
        subtitle={
          patient.data &&
          nameAndEmail(patient.data).map((part, index) => (
            <Fragment key={index}>
              {index > 0 && ' · '}
              <bdi>{part}</bdi>
            </Fragment>
          ))
        }
        actions={
          <>
            {[
              { label: 'Edit intake', to: paths.dashboard.patient },
              { label: 'Medication Recommendations', to: paths.dashboard.patientRecommendations },
              { label: 'Start visit', to: paths.dashboard.patientVisit },
            ].map(({ label, to }) => (
              <ButtonLink key={label} variant="outlined" to={to.href({ patientUuid })}>
                {label}
              </ButtonLink>
            ))}
            {patient.data && <PrintButton variant="contained" />}
          </>
        }
      />
      <ReportPart
        resource={patient}
        loadingLabel="Loading the patient"
        errorMessage={(error) =>
          // In the patient form's words; an address whose id is not a uuid fails so too
          // (docs/architecture.md, "Security").
          error.status === 404 ? PATIENT_NOT_FOUND : `${PATIENT_LOAD_FAILED} ${error.message}`
        }
      >
        {({ information, email }) => (
          <>
            <TabletEntryNotice email={email} />
            <TabletPriorities email={email} />
            <SafetyCheckPanel information={information} />
            <IntakeSummary information={information} />
            <LabProfile information={information} />
          </>
        )}
      </ReportPart>
    </div>
  );
}

/** What the page reads, preloaded beside the role check (docs/adr/0003-route-loaders.md). */
export const loader = readsLoader(({ patientUuid }) =>
  patientUuid ? [resourceRequests.patient(patientUuid)] : [],
);

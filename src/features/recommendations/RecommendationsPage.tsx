import { useParams } from 'react-router-dom';
import { usePatient, usePatientRecommendations } from '../../api/resources';
import { displayName } from '../../domain/patient/display-name';
import { ButtonLink } from '../../ui/Button';
import { paths } from '../../config/paths';
import { RECOMMENDATIONS_FAILED } from '../../ui/recommendations-failed';
import { patientPageHeader, PrintedPages } from '../../ui/printed-pages';
import { PrintButton, ReportHeader, ReportPart } from '../../ui/ReportPage';
import { SafetyCheckPanel } from '../../ui/safety/SafetyCheckPanel';
import { RecommendationsReport } from './RecommendationsReport';
import { longDate } from '../../ui/long-date';
import { resourceRequests } from '../../api/resource-requests';
import { readsLoader } from '../../api/route-reads';
import type { Patient } from '../../api/schemas';

const SAFETY_CHECK_FAILED =
  "The safety check needs the patient's intake, which could not be loaded.";

/** Her name and date of birth, for the head of every printed page. */
function printedHeader(patient: Patient): string {
  const { date_of_birth } = patient.information;
  return patientPageHeader(
    displayName(patient),
    typeof date_of_birth === 'string' && date_of_birth ? date_of_birth : undefined,
  );
}

/**
 * /d/providers/dashboard/patients/{uuid}/recommendations. Printed, every page is headed by her
 * name and date of birth, once her record has loaded, and numbered.
 */
export function Component() {
  const { patientUuid } = useParams();
  const recommendations = usePatientRecommendations(patientUuid);
  const patient = usePatient(patientUuid);

  return (
    <div>
      <PrintedPages header={patient.data ? printedHeader(patient.data) : ''} />
      <ReportHeader
        title="Medication Recommendations"
        subtitle={
          <>
            {patient.data && (
              <>
                <bdi>{displayName(patient.data)}</bdi>
                {' · '}
              </>
            )}
            {longDate(new Date())}
          </>
        }
        actions={
          <>
            <ButtonLink
              variant="outlined"
              to={paths.dashboard.patientVisit.href({ patientUuid: patientUuid ?? '' })}
            >
              Start visit
            </ButtonLink>
            {recommendations.data && <PrintButton variant="outlined" />}
          </>
        }
      />
      <ReportPart
        resource={recommendations}
        loadingLabel="Loading the recommendations"
        errorMessage={() => RECOMMENDATIONS_FAILED}
      >
        {(data) => (
          <>
            <ReportPart
              resource={patient}
              loadingLabel="Loading the safety check"
              errorMessage={() => SAFETY_CHECK_FAILED}
            >
              {({ information }) => <SafetyCheckPanel information={information} />}
            </ReportPart>
            <RecommendationsReport recommendations={data} information={patient.data?.information} />
          </>
        )}
      </ReportPart>
    </div>
  );
}

/** What the page reads, preloaded beside the role check (docs/adr/0003-route-loaders.md). */
export const loader = readsLoader(({ patientUuid }) =>
  patientUuid
    ? [resourceRequests.patient(patientUuid), resourceRequests.patientRecommendations(patientUuid)]
    : [],
);

import { useParams } from 'react-router-dom';
import { usePatient, usePatientRecommendations } from '../../api/resources';
import { displayName } from '../../domain/patient/display-name';
import { Button, ButtonLink } from '../../ui/Button';
import { paths } from '../../config/paths';
import { RECOMMENDATIONS_FAILED } from '../../ui/recommendations-failed';
import { PageState } from '../../ui/PageState';
import header from '../../ui/report-header.module.css';
import typo from '../../ui/text.module.css';
import { SafetyCheckPanel } from '../../ui/safety/SafetyCheckPanel';
import { RecommendationsReport } from './RecommendationsReport';
import { longDate } from '../../ui/long-date';
import { resourceRequests } from '../../api/resource-requests';
import { readsLoader } from '../../api/route-reads';

const SAFETY_CHECK_FAILED =
  "The safety check needs the patient's intake, which could not be loaded.";

/** /d/providers/dashboard/patients/{uuid}/recommendations */
export function Component() {
  const { patientUuid } = useParams();
  const recommendations = usePatientRecommendations(patientUuid);
  const patient = usePatient(patientUuid);

  return (
    <div>
      <div className={header.header}>
        <div className={header.titles}>
          <h1 className={typo.pageTitle}>Medication Recommendations</h1>
          <p className={header.subtitle}>
            {patient.data && (
              <>
                <bdi>{displayName(patient.data)}</bdi>
                {' · '}
              </>
            )}
            {longDate(new Date())}
          </p>
        </div>
        <div className={`${header.actions} no-print`}>
          <ButtonLink
            variant="outlined"
            to={paths.dashboard.patientVisit.href({ patientUuid: patientUuid ?? '' })}
          >
            Start visit
          </ButtonLink>
          {recommendations.data && (
            <Button variant="outlined" onClick={() => window.print()}>
              Print
            </Button>
          )}
        </div>
      </div>
      <PageState
        resource={recommendations}
        loadingLabel="Loading the recommendations"
        errorMessage={() => RECOMMENDATIONS_FAILED}
        errorLayout={(alert) => <div className={header.alert}>{alert}</div>}
      >
        {(data) => (
          <>
            <PageState
              resource={patient}
              loadingLabel="Loading the safety check"
              errorMessage={() => SAFETY_CHECK_FAILED}
              errorLayout={(alert) => <div className={header.alert}>{alert}</div>}
            >
              {({ information }) => <SafetyCheckPanel information={information} />}
            </PageState>
            <RecommendationsReport recommendations={data} information={patient.data?.information} />
          </>
        )}
      </PageState>
    </div>
  );
}

/** What the page reads, preloaded beside the role check (docs/adr/0003-route-loaders.md). */
export const loader = readsLoader(({ patientUuid }) =>
  patientUuid
    ? [resourceRequests.patient(patientUuid), resourceRequests.patientRecommendations(patientUuid)]
    : [],
);

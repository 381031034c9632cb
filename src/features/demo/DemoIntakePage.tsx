import { useLocation, useNavigate } from 'react-router-dom';
import { sampleByIntakeId } from '../../domain/samples';
import { Button } from '../../ui/Button';
import { IntakeSummary } from '../../ui/intake/IntakeSummary';
import { LabProfile } from '../../ui/intake/LabProfile';
import { longDate, longDay } from './dates';
import { DemoBanners } from './DemoBanners';
import { DemoHeader } from './DemoHeader';
import { Facts } from './Facts';
import { LabHeaderBlock } from './LabHeaderBlock';
import { MockPatientSelect } from './MockPatientSelect';
import { selectedIntakeId, type SelectedIntakeState } from './selected-intake';
import typo from '../../ui/text.module.css';
import styles from './demo.module.css';
import { useGenerate } from './useGenerate';

/** /d/provider/intake: a sample patient's intake and labs, and her recommendation to come. */
export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const intakeId = selectedIntakeId(location.state);
  const sample = sampleByIntakeId(intakeId);
  const { generating, generate } = useGenerate();

  function select(id: string) {
    const state: SelectedIntakeState = { intakeId: id };
    void navigate(location.pathname, { replace: true, state });
  }

  return (
    <div>
      <DemoHeader />
      <h1 className={`${typo.pageTitle} ${styles.heading}`}>Patient Information</h1>
      <DemoBanners />
      <div className={styles.choice}>
        <MockPatientSelect value={sample ? intakeId : ''} onChange={select} disabled={generating} />
        <Button
          variant="contained"
          size="large"
          disabled={!sample}
          busy={generating}
          onClick={() => sample && generate(sample.uuid)}
        >
          {generating ? 'Generating...' : 'Generate Medication Recommendation'}
        </Button>
      </div>
      <Facts
        items={[
          ['Date', longDate(new Date())],
          ...(sample
            ? ([
                ['Unique identifier', sample.uuid],
                ['Date of birth', longDay(sample.information.date_of_birth)],
              ] as [string, string][])
            : []),
        ]}
      />
      {sample ? (
        <>
          <IntakeSummary information={sample.information} />
          <LabProfile
            information={sample.information}
            header={<LabHeaderBlock header={sample.labHeader} />}
          />
        </>
      ) : (
        <p className={`${typo.secondary} ${styles.none}`}>
          Choose a sample patient to see her intake and labs.
        </p>
      )}
    </div>
  );
}

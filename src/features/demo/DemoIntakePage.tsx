import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router-dom';
import { sampleByIntakeId } from '../../domain/samples';
import { IntakeSummary } from '../../ui/intake/IntakeSummary';
import { LabProfile } from '../../ui/intake/LabProfile';
import { birthDate, longDate } from './dates';
import { DemoBanners } from './DemoBanners';
import { DemoHeader } from './DemoHeader';
import { Facts } from './Facts';
import { LabHeaderBlock } from './LabHeaderBlock';
import { MockPatientSelect } from './MockPatientSelect';
import { selectedIntakeId, type SelectedIntakeState } from './selected-intake';
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
    <Box>
      <DemoHeader />
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Patient Information
      </Typography>
      <DemoBanners />
      <Stack direction="row" sx={{ alignItems: 'flex-end', flexWrap: 'wrap', gap: 2 }}>
        <MockPatientSelect value={sample ? intakeId : ''} onChange={select} disabled={generating} />
        <Button
          variant="contained"
          size="large"
          disabled={!sample}
          loading={generating}
          loadingPosition="start"
          onClick={() => sample && generate(sample.uuid)}
        >
          {generating ? 'Generating...' : 'Generate Medication Recommendation'}
        </Button>
      </Stack>
      <Facts
        items={[
          ['Date', longDate(new Date())],
          ...(sample
            ? ([
                ['Unique identifier', sample.uuid],
                ['Date of birth', birthDate(sample.information.date_of_birth)],
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
        <Typography color="text.secondary" sx={{ mt: 3 }}>
          Choose a sample patient to see her intake and labs.
        </Typography>
      )}
    </Box>
  );
}

import {
  pregnancyCriteria,
  type PregnancyResult,
  type PregnancyScreen,
} from '../../domain/visit/pregnancy';
import typo from '../../ui/text.module.css';
import { EmergencyQuestions } from './EmergencyQuestions';
import { OneChoice } from '../../ui/field/Choices';
import { YesNo } from '../../ui/field/YesNo';
import type { VisitState } from './visit-state';
import styles from './visit.module.css';

const TESTS = [
  { value: 'not_done', label: 'Not done' },
  { value: 'negative', label: 'Negative' },
  { value: 'positive', label: 'Positive' },
] as const;

/**
 * The pregnancy screen (U.S. SPR 2024): the six criteria, symptoms or signs, and a
 * test result; the page says whether the provider can be reasonably certain, and what follows.
 * Then emergency contraception: sex without a condom and an emergency pill in the last 5 days.
 */
export function PregnancyStep({
  screen,
  result,
  emergency,
  onChange: change,
}: {
  screen: PregnancyScreen;
  result: PregnancyResult;
  emergency: VisitState['emergency'];
  onChange: (patch: Partial<VisitState>) => void;
}) {
  const onChange = (pregnancy: PregnancyScreen) => change({ pregnancy });
  return (
    <>
      <p className={typo.body}>Does any of these apply to the patient?</p>
      {pregnancyCriteria.map(({ id, label }) => (
        <YesNo
          key={id}
          legend={label}
          value={screen.criteria[id]}
          onChange={(answer) =>
            onChange({ ...screen, criteria: { ...screen.criteria, [id]: answer } })
          }
        />
      ))}
      <YesNo
        legend="Symptoms or signs of pregnancy"
        value={screen.symptoms}
        onChange={(symptoms) => onChange({ ...screen, symptoms })}
      />
      <OneChoice
        legend="Pregnancy test"
        options={TESTS}
        value={screen.test}
        onChange={(test) => onChange({ ...screen, test })}
      />
      <div role="status" className={`${typo.body} ${styles.result}`}>
        <p className={typo.body}>{result.words}</p>
        {result.notAnswered.length > 0 && (
          <p className={typo.small}>Not answered: {result.notAnswered.join('; ')}.</p>
        )}
      </div>
      <EmergencyQuestions screen={emergency} onChange={(screen) => change({ emergency: screen })} />
    </>
  );
}

import { Navigate, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import styles from '../../../ui/tablet.module.css';
import { legalStepAt, legalSteps, stepAccepted } from '../legal-steps';
import { RequireConsents } from '../RequireConsents';
import { useMessages, usePatientTurn } from '../patient-turn';
import { useScreenTitle } from '../../../ui/usePageTitle';
import { legalStepTitle } from '../tablet-title';
import { LegalSection } from './LegalSection';
import { ButtonLink } from '../../../ui/Button';

/** /legal/1 and /legal/2: the statements of one step; another index goes to step 1. */
export function Component() {
  const step = legalStepAt(useParams().index);
  if (step === null) {
    return <Navigate to={paths.legal.href({ index: 1 })} replace />;
  }
  return (
    <RequireConsents step={step}>
      <LegalStep step={step} />
    </RequireConsents>
  );
}

function LegalStep({ step }: { step: number }) {
  const messages = useMessages();
  const t = messages.legal;
  const { consents } = usePatientTurn();
  useScreenTitle(legalStepTitle(messages, step));
  const accepted = stepAccepted(step, consents);
  const next =
    step < legalSteps.length ? paths.legal.href({ index: step + 1 }) : paths.intakeChat.href();
  return (
    <section className={styles.screen} aria-labelledby="legal-title">
      <p className={styles.step}>{t.step(step, legalSteps.length)}</p>
      <h1 id="legal-title">{t.title}</h1>
      <p>{t.intro}</p>
      {legalSteps[step - 1]!.map((section) => (
        <LegalSection key={section.id} section={section} step={step} />
      ))}
      {/* Invisible and inert (docs/product.md, "Screens and routes") until every toggle of the
          step is on; it keeps its place, so the page does not move when it appears. */}
      <ButtonLink
        to={next}
        variant="contained"
        size="large"
        className={`${styles.touch} ${styles.go}`}
        inert={!accepted}
        aria-hidden={!accepted}
        style={accepted ? undefined : { visibility: 'hidden', pointerEvents: 'none' }}
      >
        {t.next}
      </ButtonLink>
    </section>
  );
}

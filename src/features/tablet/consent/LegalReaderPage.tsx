import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { consentTexts } from '../../../domain/texts/consent';
import { legalSectionAt, legalStepAt, legalSteps, type LegalSection } from '../legal-steps';
import { RequireConsents } from '../RequireConsents';
import { useMessages, useTurnSlot, usePatientTurn } from '../patient-turn';
import { useScreenTitle } from '../../../ui/usePageTitle';
import { closedReader, isOpenedFromStep } from './reader-return';
import styles from '../../../ui/tablet.module.css';
import reader from './legal-reader.module.css';
import { Button } from '../../../ui/Button';

/**
 * /legal/:index/read/:section: one statement's full text, read inside the tablet flow (a
 * patient never leaves the app for it), with Back to its step; the consents stay in the
 * patient's turn. A step or statement the flow does not have says so, with the way back.
 */
export function Component() {
  const params = useParams();
  const step = legalStepAt(params.index);
  const section = step === null ? null : legalSectionAt(step, params.section);
  if (step === null || section === null) return <ReaderNotFound step={step ?? 1} />;
  return (
    <RequireConsents step={step}>
      <LegalReader step={step} section={section} />
    </RequireConsents>
  );
}

function LegalReader({ step, section }: { step: number; section: LegalSection }) {
  const t = useMessages().legal;
  const { title } = t.sections[section.id];
  const fullText = consentTexts[usePatientTurn().language][section.id];
  useScreenTitle(title);
  return (
    <ReaderScreen step={step} section={section} title={title}>
      <p>
        <strong className={styles.tag}>{t.placeholder}</strong>
      </p>
      {fullText.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </ReaderScreen>
  );
}

function ReaderNotFound({ step }: { step: number }) {
  const t = useMessages().legal.reader;
  useScreenTitle(t.notFoundTitle);
  return (
    <ReaderScreen step={step} title={t.notFoundTitle}>
      <p>{t.notFoundText}</p>
    </ReaderScreen>
  );
}

/** The reader's frame: its heading, focused on open, the text, and Back to step `step`. */
function ReaderScreen({
  step,
  section,
  title,
  children,
}: {
  step: number;
  section?: LegalSection;
  title: string;
  children: ReactNode;
}) {
  const t = useMessages().legal;
  const heading = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  const { state } = useLocation();
  const [, setClosed] = useTurnSlot(closedReader);
  useEffect(() => heading.current?.focus(), []);

  const back = () => {
    if (section) setClosed(section.id);
    // Opened from the step: back to that very entry, so the browser's Back agrees with ours.
    if (isOpenedFromStep(state)) void navigate(-1);
    else void navigate(paths.legal.href({ index: step }), { replace: true });
  };

  return (
    <section className={styles.screen} aria-labelledby="legal-reader-title">
      {section && <p className={styles.step}>{t.step(step, legalSteps.length)}</p>}
      <h1 id="legal-reader-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
      <div className={reader.nav}>
        <Button
          variant="contained"
          size="large"
          className={`${styles.touch} ${reader.back}`}
          onClick={back}
        >
          {t.reader.back}
        </Button>
      </div>
    </section>
  );
}

import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Switch } from '../../../ui/Switch';
import styles from '../../../ui/tablet.module.css';
import { useMessages, useTurnSlot, usePatientTurn } from '../patient-turn';
import type { LegalSection as Section } from '../legal-steps';
import { closedReader, openedFromStep } from './reader-return';

/**
 * One statement of step `step`: its placeholder text, a link to its full text (read on the
 * tablet, never in a new tab) and its agree toggle.
 */
export function LegalSection({ section, step }: { section: Section; step: number }) {
  const t = useMessages().legal;
  const { consents, setConsent } = usePatientTurn();
  const [closed, setClosed] = useTurnSlot(closedReader);
  const readFullLink = useRef<HTMLAnchorElement>(null);
  const { title, text, readFull } = t.sections[section.id];
  const titleId = `legal-${section.id}-title`;

  // Back from this statement's full text: the focus where the patient left.
  const returning = closed === section.id;
  useEffect(() => {
    if (!returning) return;
    readFullLink.current?.focus();
    setClosed(null);
  }, [returning, setClosed]);

  const shown = section.toggle === 'agree' ? t.agree : t.understand;
  return (
    <section className={styles.legalSection} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p>
        <strong className={styles.tag}>{t.placeholder}</strong> {text}
      </p>
      <Link
        ref={readFullLink}
        className={styles.link}
        to={paths.legalReader.href({ index: step, section: section.id })}
        state={openedFromStep}
      >
        {readFull}
      </Link>
      <Switch
        className={styles.legalToggle}
        checked={consents[section.id] === true}
        onChange={(event) => setConsent(section.id, event.target.checked)}
        label={shown}
        // Every switch shows "I agree" alone; its name also says which statement it accepts,
        // after the words shown (WCAG 2.4.6, 2.5.3). A name of its own, not a hidden part of
        // the label, which a screen reader would read apart ("I agree :").
        name={`${shown}${t.toggleOf(title)}`}
      />
    </section>
  );
}

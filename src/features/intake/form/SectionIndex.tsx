import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { sections, type Section } from '../../../domain/intake/catalog';
import a11y from '../../../ui/visually-hidden.module.css';
import type { FieldRendering } from './field-rendering';
import { sectionAnchor, sectionHeadingId } from './field-ids';
import styles from './patient-form.module.css';
import { sectionEnd } from './render-slices';
import { sectionKeys } from './section-keys';
import { sectionStatus, type SectionStatus } from './section-status';
import { useFormStore } from './store-context';
import { useFormSelector } from './store-hooks';

const statusText: Record<SectionStatus, { mark: string; text: string; look?: string }> = {
  complete: { mark: '✓', text: 'Complete', look: styles.complete },
  incomplete: { mark: '○', text: 'Not complete', look: styles.incomplete },
  'has-errors': { mark: '!', text: 'Has errors', look: styles.hasErrors },
};

/**
 * Scrolls to the section and moves focus to its heading, without touching the URL; a section the
 * form has not drawn yet is drawn first, with every one above it.
 */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, section: Section, rendering: FieldRendering) {
  event.preventDefault();
  rendering.drawThrough(sectionEnd(section.id));
  document.getElementById(sectionAnchor(section.id))?.scrollIntoView({ block: 'start' });
  document.getElementById(sectionHeadingId(section.id))?.focus({ preventScroll: true });
}

function SectionLink({ section, rendering }: { section: Section; rendering: FieldRendering }) {
  const store = useFormStore();
  const status = useFormSelector(sectionKeys(section.id), () =>
    sectionStatus(section.id, store.values(), store.errors(), store.loaded()),
  );
  const { mark, text, look } = statusText[status];
  return (
    <li>
      <a
        className={styles.indexLink}
        href={`#${sectionAnchor(section.id)}`}
        onClick={(event) => jumpTo(event, section, rendering)}
      >
        {section.title}
        <span className={`${styles.status} ${look}`}>
          <span aria-hidden="true">{mark} </span>
          <span className={a11y.visuallyHidden}>, </span>
          {text}
        </span>
      </a>
    </li>
  );
}

/**
 * The sections of the form with their state, every one from the start, drawn or not yet; it
 * stays in view while the form scrolls.
 */
export function SectionIndex({
  patientUuid,
  rendering,
}: {
  patientUuid?: string;
  rendering: FieldRendering;
}) {
  return (
    <nav aria-label="Form sections" className={styles.index}>
      <ol className={styles.indexList}>
        {sections.map((section) => (
          <SectionLink key={section.id} section={section} rendering={rendering} />
        ))}
      </ol>
      {patientUuid &&
        [
          { label: 'Intake summary', to: paths.dashboard.patientSummary },
          { label: 'Start visit', to: paths.dashboard.patientVisit },
        ].map(({ label, to }) => (
          <RouterLink key={label} className={styles.indexSummary} to={to.href({ patientUuid })}>
            {label}
          </RouterLink>
        ))}
    </nav>
  );
}

import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useMessages, useTabletSession } from '../../ui/tablet/session';
import type { LegalSection as Section } from '../../ui/tablet/legal-steps';

/** One statement: its placeholder text, a link to the full text and its agree toggle. */
export function LegalSection({ section }: { section: Section }) {
  const t = useMessages().legal;
  const { consents, setConsent } = useTabletSession();
  const { title, text, readFull } = t.sections[section.id];
  const titleId = `legal-${section.id}-title`;
  return (
    <section className="legal-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p>
        <strong className="tablet-tag">{t.placeholder}</strong> {text}
      </p>
      <a
        className="tablet-link"
        href={section.fullTextUrl}
        target="_blank"
        rel="noopener noreferrer"
      >
        {readFull} <span className="tablet-aside">{t.newTab}</span>
      </a>
      <FormControlLabel
        className="legal-toggle"
        control={
          <Switch
            checked={consents[section.id] === true}
            onChange={(event) => setConsent(section.id, event.target.checked)}
          />
        }
        label={section.toggle === 'agree' ? t.agree : t.understand}
      />
    </section>
  );
}

import { useId, useMemo } from 'react';
import type { PatientInformation } from '../../api/schemas';
import { intakeSummary } from '../../domain/intake/model/summary';
import styles from './intake-summary.module.css';
import typo from '../text.module.css';

/**
 * The read-only intake of a saved patient, section by section, with the display rules of
 * docs/product.md, "States and transitions".
 */
export function IntakeSummary({ information }: { information: PatientInformation }) {
  const idPrefix = useId();
  const sections = useMemo(() => intakeSummary(information), [information]);
  return (
    <div>
      {sections.map(({ section, title, rows }) => {
        const headingId = `${idPrefix}-${section}`;
        return (
          <section key={section} aria-labelledby={headingId} className={styles.section}>
            <h2 id={headingId} className={`${typo.sectionTitle} ${styles.title}`}>
              {title}
            </h2>
            <dl className={styles.list}>
              {rows.map(({ label, value }) => (
                <div key={label} className={styles.row}>
                  <dt>{label}</dt>
                  {/* Free text in any language takes its own direction. */}
                  <dd dir="auto">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}

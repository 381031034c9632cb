import { useId } from 'react';
import { decidingCategories, pcpNote } from '../../domain/visit/pcp-note';
import type { VisitRecord } from '../../domain/visit/record';
import styles from './documents.module.css';

/** The note to her primary-care provider (domain/visit/pcp-note.ts), printed with her consent. */
export function PcpNoteDocument({ record }: { record: VisitRecord }) {
  const titleId = useId();
  const deciding = decidingCategories(record);
  return (
    <article lang="en" aria-labelledby={titleId} className={styles.document}>
      <h3 id={titleId} className={styles.title}>
        Note to primary-care provider
      </h3>
      <dl className={styles.rows}>
        {pcpNote(record).map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd dir="auto">{value}</dd>
          </div>
        ))}
      </dl>
      <h4 className={styles.heading}>U.S. MEC 2024 categories that decided it</h4>
      {deciding.length === 0 ? (
        <p>No method is category 3 or 4, or not applicable, for this patient.</p>
      ) : (
        <ul>
          {deciding.map(({ method, standing, reasons }) => (
            <li key={method}>{[`${method}: ${standing}.`, ...reasons].join(' ')}</li>
          ))}
        </ul>
      )}
    </article>
  );
}

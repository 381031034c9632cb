import { useId } from 'react';
import { decidingCategories, pcpNote, pcpSignature } from '../../domain/visit/pcp-note';
import type { VisitRecord } from '../../domain/visit/record';
import { patientPageHeader, PrintedPages } from '../../ui/printed-pages';
import styles from './documents.module.css';

/**
 * The note to her primary-care provider (domain/visit/pcp-note.ts), printed with her consent:
 * addressed to the provider she named, and ending on the pharmacist's signature line. Once
 * `printed`, every printed page is headed by her name and date of birth, and numbered.
 */
export function PcpNoteDocument({
  record,
  printed = false,
}: {
  record: VisitRecord;
  printed?: boolean;
}) {
  const titleId = useId();
  const deciding = decidingCategories(record);
  const signature = pcpSignature(record);
  return (
    <article lang="en" aria-labelledby={titleId} className={styles.document}>
      {printed && (
        <PrintedPages header={patientPageHeader(record.patient.name, record.patient.dateOfBirth)} />
      )}
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
      <section className={styles.signature} aria-label="Pharmacist's signature">
        <div className={styles.signHere} />
        <p>Pharmacist's signature</p>
        <p dir="auto">{[signature.name, signature.licence].filter(Boolean).join(', ')}</p>
        <p>Date: {signature.date}</p>
      </section>
    </article>
  );
}

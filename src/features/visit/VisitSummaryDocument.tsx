import { useId } from 'react';
import type { Language } from '../../domain/intake/catalog';
import type { VisitRecord } from '../../domain/visit/record';
import type { SummaryTexts } from '../../domain/texts/en/summary';
import { visitSummary } from '../../domain/visit/summary/summary';
import styles from './documents.module.css';

/**
 * The patient's visit summary (domain/visit/summary), in large type, in her language: `lang`
 * lets a screen reader and the browser's hyphenation read it right.
 */
export function VisitSummaryDocument({
  record,
  language,
  words,
}: {
  record: VisitRecord;
  language: Language;
  words: SummaryTexts;
}) {
  const titleId = useId();
  return (
    <article
      lang={language}
      aria-labelledby={titleId}
      className={`${styles.document} ${styles.summary}`}
    >
      <h3 id={titleId} className={styles.title}>
        {words.title}
      </h3>
      {visitSummary(record, words).map(({ heading, lines, list }, index) => (
        <section key={index} className={styles.block}>
          {heading && <h4 className={styles.heading}>{heading}</h4>}
          {lines.filter(Boolean).map((line) => (
            <p key={line}>{line}</p>
          ))}
          {list && (
            <ul>
              {list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}

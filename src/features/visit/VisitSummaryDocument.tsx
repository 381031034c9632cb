import { useId } from 'react';
import type { Language } from '../../domain/intake/catalog';
import type { VisitRecord } from '../../domain/visit/record';
import type { SummaryTexts } from '../../domain/texts/en/summary';
import {
  summaryPageHeader,
  visitSummary,
  type MatteredWords,
} from '../../domain/visit/summary/summary';
import { PrintedPages } from '../../ui/printed-pages';
import styles from './documents.module.css';

/**
 * The patient's visit summary (domain/visit/summary), in large type, in her language: `lang`
 * lets a screen reader and the browser's hyphenation read it right. Her name and date of birth
 * head it, and, once `printed`, every printed page, each numbered in her language.
 */
export function VisitSummaryDocument({
  record,
  language,
  words,
  mattered,
  printed = false,
}: {
  record: VisitRecord;
  language: Language;
  words: SummaryTexts;
  /** The words for what she told the tablet mattered to her, in the same language. */
  mattered?: MatteredWords;
  printed?: boolean;
}) {
  const titleId = useId();
  const header = summaryPageHeader(record, words);
  return (
    <article
      lang={language}
      aria-labelledby={titleId}
      className={`${styles.document} ${styles.summary}`}
    >
      {printed && <PrintedPages header={header} words={words.pageNumbers} />}
      <h3 id={titleId} className={styles.title}>
        {words.title}
      </h3>
      <p className={styles.patient} dir="auto">
        {header}
      </p>
      {visitSummary(record, words, mattered).map(({ heading, lines, list }, index) => (
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

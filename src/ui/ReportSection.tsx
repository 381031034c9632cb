import { useId, type ReactNode } from 'react';
import styles from './ReportSection.module.css';
import typo from './text.module.css';

/** A titled section of a report, named by its heading for screen readers and print styles. */
export function ReportSection({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={`${typo.sectionTitle} ${styles.title}`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A report's bulleted list; `empty` says so when there is nothing to list. */
export function BulletList({
  items,
  className,
  empty,
}: {
  items: string[];
  className?: string;
  empty?: string;
}) {
  if (items.length === 0 && empty) {
    return <p className={`${typo.body} ${typo.secondary}`}>{empty}</p>;
  }
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

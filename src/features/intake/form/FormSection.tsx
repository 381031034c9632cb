import { memo } from 'react';
import { fieldsOfSection, type Section } from '../../../domain/intake/catalog';
import { sectionAnchor, sectionHeadingId } from './field-ids';
import { FieldSlot } from './FieldSlot';
import styles from './patient-form.module.css';

/**
 * One section of the intake: its heading and its fields, two columns where there is room; its
 * first `count` fields while the form is still being drawn (field-rendering.ts).
 */
export const FormSection = memo(function FormSection({
  section,
  count,
}: {
  section: Section;
  count: number;
}) {
  return (
    <section
      id={sectionAnchor(section.id)}
      className={styles.section}
      aria-labelledby={sectionHeadingId(section.id)}
    >
      <h2 id={sectionHeadingId(section.id)} className={styles.sectionTitle} tabIndex={-1}>
        {section.title}
      </h2>
      <div className={styles.grid}>
        {fieldsOfSection(section.id)
          .slice(0, count)
          .map((field) => (
            <FieldSlot key={field.key} field={field} />
          ))}
      </div>
    </section>
  );
});

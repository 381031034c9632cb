import styles from './demo.module.css';

/** Short labelled values side by side: who the patient is, where her labs come from. */
export function Facts({ items, className }: { items: [string, string][]; className?: string }) {
  return (
    <dl className={className ? `${styles.facts} ${className}` : styles.facts}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

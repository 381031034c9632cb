import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

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
      <Typography id={id} variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        {title}
      </Typography>
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
    return <Typography color="text.secondary">{empty}</Typography>;
  }
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

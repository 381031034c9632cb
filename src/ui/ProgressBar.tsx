import styles from './progress-bar.module.css';

/**
 * How far something has got, as a bar filled to `percent` (0 to 100), named by `label`;
 * `valueText` says it in words where a percentage says too little ("Question 3 of 57").
 */
export function ProgressBar({
  percent,
  label,
  valueText,
  className,
}: {
  percent: number;
  label: string;
  valueText?: string;
  /** Its thickness where another is wanted (the tablet's). */
  className?: string;
}) {
  const value = Math.round(percent);
  return (
    <div
      className={[styles.track, className].filter(Boolean).join(' ')}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
    >
      <div className={styles.bar} style={{ width: `${value}%` }} />
    </div>
  );
}

import { flagWord } from '../../domain/intake/model/lab-values';
import styles from './lab-profile.module.css';
import a11y from '../visually-hidden.module.css';

interface FlagMeaning {
  explanation: string;
  /** An SVG path on a 16 by 16 grid. */
  icon: string;
}

/** Each word of a flag (domain/intake/model/lab-values.ts, flagWord), explained and drawn. */
const MEANINGS: Record<ReturnType<typeof flagWord>, FlagMeaning> = {
  High: { explanation: 'above the reference range', icon: 'M8 2 14 12H2Z' },
  Low: { explanation: 'below the reference range', icon: 'M8 14 2 4h12Z' },
  Flagged: { explanation: 'outside the reference range', icon: 'M7 2h2v8H7Zm0 10h2v2H7Z' },
};

/** A flagged lab value, marked by word, icon and letter so colour is never the only cue. */
export function LabFlag({ flag }: { flag: string }) {
  const word = flagWord(flag);
  const { explanation, icon } = MEANINGS[word];
  return (
    <span className={styles.flag}>
      <svg className={styles.flagIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d={icon} fill="currentColor" />
      </svg>
      <strong>{word}</strong> (<bdi className={styles.flagText}>{flag.trim()}</bdi>)
      <span className={a11y.visuallyHidden}>: {explanation}</span>
    </span>
  );
}

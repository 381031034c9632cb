import styles from './lab-profile.module.css';
import a11y from '../visually-hidden.module.css';

interface FlagMeaning {
  word: 'High' | 'Low' | 'Flagged';
  explanation: string;
  /** An SVG path on a 16 by 16 grid. */
  icon: string;
}

const HIGH: FlagMeaning = {
  word: 'High',
  explanation: 'above the reference range',
  icon: 'M8 2 14 12H2Z',
};
const LOW: FlagMeaning = {
  word: 'Low',
  explanation: 'below the reference range',
  icon: 'M8 14 2 4h12Z',
};
const OTHER: FlagMeaning = {
  word: 'Flagged',
  explanation: 'outside the reference range',
  icon: 'M7 2h2v8H7Zm0 10h2v2H7Z',
};

/** Laboratories flag high and low with H and L (HH and LL when critical); anything else is flagged. */
function meaningOf(flag: string): FlagMeaning {
  const letter = flag.trim().toUpperCase();
  if (letter.startsWith('H')) return HIGH;
  if (letter.startsWith('L')) return LOW;
  return OTHER;
}

/** A flagged lab value, marked by word, icon and letter so colour is never the only cue. */
export function LabFlag({ flag }: { flag: string }) {
  const { word, explanation, icon } = meaningOf(flag);
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

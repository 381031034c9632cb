import type { Pregnancies } from '../../../domain/explorer/method-cards';
import styles from './explorer.module.css';

const COLUMNS = 20;
const ROWS = 5;
const CELL = 10;

/** Whole people, for the picture: fewer than one in 100 draws none. */
const people = (count: number) => (count < 1 ? 0 : Math.round(count));

/**
 * A picture of 100 people, those of them who get pregnant in a year of typical use filled and
 * the others in outline (told apart by shape as well as colour); where the CDC gives a range,
 * the people up to its higher end half-filled. Its text alternative says the figure in words: a
 * number out of 100 is read more truly as people than as a per cent (docs/method-explorer.md).
 */
export function PeoplePicture({ pregnancies, label }: { pregnancies: Pregnancies; label: string }) {
  const { low, high } =
    typeof pregnancies === 'number' ? { low: pregnancies, high: pregnancies } : pregnancies;
  const pregnant = people(low);
  const maybe = people(high);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${COLUMNS * CELL} ${ROWS * CELL * 2}`}
      className={styles.people}
      data-pregnant={pregnant}
      data-maybe={maybe - pregnant}
    >
      {Array.from({ length: COLUMNS * ROWS }, (_, index) => {
        const x = (index % COLUMNS) * CELL + CELL / 2;
        const y = Math.floor(index / COLUMNS) * CELL * 2;
        const look =
          index < pregnant ? styles.pregnant : index < maybe ? styles.maybe : styles.person;
        return (
          <g key={index} className={look}>
            <circle cx={x} cy={y + 4} r={2.6} />
            <path d={`M ${x - 3.4} ${y + 16} v -5 a 3.4 3.4 0 0 1 6.8 0 v 5 z`} />
          </g>
        );
      })}
    </svg>
  );
}

/**
 * A cell of the U.S. MEC summary chart, written as the chart prints it and read into the
 * category the safety check counts (/work/shared/usmec-2024.md: "4->2" is initiation then
 * continuation, "2/3*" a range printed in one cell, "*" a clarification in the full guidance,
 * "-" not applicable).
 */

export type Category = 1 | 2 | 3 | 4;

type Digit = '1' | '2' | '3' | '4';
type Single = Digit | `${Digit}*`;
type Start = Single | `${Digit}/${Digit}*`;

/** The chart's notation; the type check refuses anything else. */
export type CellText =
  Start | `${Start}->${Single}` | '-' | `${Digit} for the pill; ${Digit} for patch and ring`;

export interface Cell {
  /** As printed: "4*->2*". */
  text: CellText;
  /** The highest value in the cell: what the check counts and flags. */
  category: Category;
  /** In a clinician's words: "4* for initiation, 2* for continuation". */
  words: string;
}

export const categoryMeaning: Record<Category, string> = {
  1: 'No restriction',
  2: 'Advantages generally outweigh risks',
  3: 'Risks usually outweigh advantages',
  4: 'Unacceptable health risk',
};

const numbersIn = (text: string) => (text.match(/\d/g) ?? []).map(Number) as Category[];

/** "2/3*" reads "2 or 3*". */
const rangeWords = (text: string) => text.replace('/', ' or ');

/** The cell, or undefined where the chart marks the row not applicable ("-"). */
export function readCell(text: CellText): Cell | undefined {
  if (text === '-') return undefined;
  const category = Math.max(...numbersIn(text)) as Category;
  const [start, continuation] = text.split('->') as [string, string | undefined];
  const words =
    continuation === undefined
      ? rangeWords(text)
      : `${rangeWords(start)} for initiation, ${continuation} for continuation`;
  return { text, category, words };
}

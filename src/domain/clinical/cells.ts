/**
 * A cell of the U.S. MEC summary chart, written as the chart prints it and read into the
 * category the safety check counts (docs/safety-check.md: "4->2" is initiation then
 * continuation, "2/3*" a range printed in one cell, "*" a clarification in the full guidance,
 * "-" the row does not concern the method, "NA" the method is not used in that state, as
 * hormonal methods during pregnancy).
 */

export type Category = 1 | 2 | 3 | 4;

/** A method's standing for a patient: a category, or not applicable ("NA"). */
export type Eligibility = Category | 'NA';

type Digit = '1' | '2' | '3' | '4';
type Single = Digit | `${Digit}*`;
type Start = Single | `${Digit}/${Digit}*`;

/** The chart's notation; the type check refuses anything else. */
export type CellText =
  | Start
  | `${Start}->${Single}`
  | '-'
  | 'NA'
  | 'NA*'
  | `${Digit} for the pill; ${Digit} for patch and ring`;

export interface Cell {
  /** As printed: "4*->2*". */
  text: CellText;
  /** The highest value in the cell, or NA: what the check counts and flags. */
  category: Eligibility;
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

/**
 * How strict a standing is: NA above 4, since a method not used in the patient's state is
 * never offered.
 */
export const strictness = (eligibility: Eligibility): number =>
  eligibility === 'NA' ? 5 : eligibility;

/** A standing that rules the method out: category 3 or 4, or not applicable. */
export const rulesOut = (eligibility: Eligibility): boolean => strictness(eligibility) >= 3;

/** The cell, or undefined where the row does not concern the method ("-"). */
export function readCell(text: CellText): Cell | undefined {
  if (text === '-') return undefined;
  if (text === 'NA' || text === 'NA*') return { text, category: 'NA', words: 'not applicable' };
  const category = Math.max(...numbersIn(text)) as Category;
  const [start, continuation] = text.split('->') as [string, string | undefined];
  const words =
    continuation === undefined
      ? rangeWords(text)
      : `${rangeWords(start)} for initiation, ${continuation} for continuation`;
  return { text, category, words };
}

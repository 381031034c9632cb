/** Her answers to the explorer's questions for the tests. */
import type { Priorities } from '../src/domain/explorer/model';

/** Every question answered, each with an answer that bears on some card: every note shows. */
export const EVERY_NOTE_ANSWERS: Priorities['answers'] = {
  prevent_pregnancy: 'very',
  how_often: 'every_few_years',
  hormones: 'none',
  periods: 'no_change',
  no_procedure: 'yes',
  private: 'yes',
  pregnant_within_year: 'yes',
  infections: 'yes',
};

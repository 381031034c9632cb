/**
 * The patient's method explorer on the tablet (docs/method-explorer.md): what matters to her, as
 * she answers it after the chat, and the methods she marks to ask about. Every question can be
 * skipped, and "not sure" is always an answer. Her answers stay in the tab's memory only.
 */

/** Every method the explorer compares, in the CDC effectiveness chart's words. */
export const EXPLORER_METHODS = [
  'implant',
  'lng_iud',
  'cu_iud',
  'shot',
  'combined_pill',
  'progestin_pill',
  'patch',
  'ring',
  'external_condom',
  'internal_condom',
  'diaphragm',
  'emergency_pill',
  'fertility_awareness',
  'withdrawal',
  'sterilization',
] as const;
export type ExplorerMethod = (typeof EXPLORER_METHODS)[number];

/** The questions of "What matters to you?", each with its answers; "not_sure" is every one's. */
export const PRIORITY_QUESTIONS = {
  prevent_pregnancy: ['very', 'somewhat', 'not_much', 'not_sure'],
  how_often: [
    'daily',
    'weekly',
    'monthly',
    'every_3_months',
    'every_few_years',
    'when_sex',
    'not_sure',
  ],
  hormones: ['fine', 'no_estrogen', 'none', 'not_sure'],
  periods: ['lighter_or_none_fine', 'keep_regular', 'no_change', 'not_sure'],
  no_procedure: ['yes', 'no', 'not_sure'],
  private: ['yes', 'no', 'not_sure'],
  pregnant_within_year: ['yes', 'no', 'not_sure'],
  infections: ['yes', 'no', 'not_sure'],
} as const;
export type PriorityQuestion = keyof typeof PRIORITY_QUESTIONS;
export type PriorityAnswer<Q extends PriorityQuestion = PriorityQuestion> =
  (typeof PRIORITY_QUESTIONS)[Q][number];

/** Her answers (a skipped question is absent) and the methods she marked to ask about. */
export interface Priorities {
  answers: { [Q in PriorityQuestion]?: PriorityAnswer<Q> };
  marked: ExplorerMethod[];
}

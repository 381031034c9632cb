/**
 * Whether the provider can be reasonably certain the patient is not pregnant (U.S. SPR 2024;
 * U.S. SPR 2024): no symptoms or signs of pregnancy, and at least one of six criteria met. An
 * unanswered question is "not answered", never "no": it cannot make her certain, and it is
 * named. A positive test rules every method out today; with no criterion met, a negative test
 * does not by itself rule out a very recent pregnancy: the protocols then prescribe a hormonal
 * method only with a follow-up test, and never an IUD (U.S. MEC: pregnancy, category 4).
 */

export const pregnancyCriteria = [
  { id: 'menses_within_7_days', label: '7 days or fewer after the start of normal menses' },
  {
    id: 'no_intercourse_since_menses',
    label: 'No sexual intercourse since the start of the last normal menses',
  },
  {
    id: 'reliable_contraception',
    label: 'Correct and consistent use of a reliable method of contraception',
  },
  {
    id: 'abortion_within_7_days',
    label: '7 days or fewer after a spontaneous or induced abortion',
  },
  { id: 'postpartum_within_4_weeks', label: 'Within 4 weeks postpartum' },
  {
    id: 'breastfeeding_amenorrheic',
    label:
      'Fully or nearly fully breastfeeding (85 % or more of feeds), amenorrheic, and under 6 months postpartum',
  },
] as const;

export type PregnancyCriterion = (typeof pregnancyCriteria)[number]['id'];

const SYMPTOMS_LABEL = 'Symptoms or signs of pregnancy';
const TEST_LABEL = 'Pregnancy test';

type PregnancyTest = 'not_done' | 'negative' | 'positive';

/** The screen's answers; a question left out is not answered. */
export interface PregnancyScreen {
  criteria: Partial<Record<PregnancyCriterion, boolean>>;
  symptoms?: boolean;
  test?: PregnancyTest;
}

type PregnancyStatus =
  /** No symptoms or signs, and a criterion met: every method may start today. */
  | 'reasonably_certain'
  /** No criterion met, a negative test today: a hormonal method with a follow-up test; no IUD. */
  | 'negative_test_only'
  /** Not ruled out: no method today; test, or refer. */
  | 'not_ruled_out'
  | 'positive_test';

export interface PregnancyResult {
  status: PregnancyStatus;
  /** The criteria answered yes. */
  met: PregnancyCriterion[];
  /** The questions left unanswered that could have changed the result. */
  notAnswered: string[];
  /** What the page says: whether she is reasonably certain not pregnant, and what follows. */
  words: string;
}

const WORDS: Record<PregnancyStatus, string> = {
  reasonably_certain:
    'You can be reasonably certain the patient is not pregnant: any method can be started today.',
  negative_test_only:
    'You cannot be reasonably certain the patient is not pregnant: no criterion is met. With the negative test today, a hormonal method may start, with a follow-up pregnancy test; an IUD cannot be placed.',
  not_ruled_out:
    'You cannot be reasonably certain the patient is not pregnant. No method can be started today: do a pregnancy test, or refer.',
  positive_test:
    'The pregnancy test is positive: no method can be started. Refer the patient for pregnancy care.',
};

export function pregnancyResult({ criteria, symptoms, test }: PregnancyScreen): PregnancyResult {
  const met = pregnancyCriteria.filter(({ id }) => criteria[id] === true).map(({ id }) => id);
  const unansweredCriteria = pregnancyCriteria
    .filter(({ id }) => criteria[id] === undefined)
    .map(({ label }) => label);
  const result = (status: PregnancyStatus, notAnswered: string[]): PregnancyResult => ({
    status,
    met,
    notAnswered,
    words: WORDS[status],
  });

  if (test === 'positive') return result('positive_test', []);
  if (symptoms !== false) {
    return result('not_ruled_out', symptoms === undefined ? [SYMPTOMS_LABEL] : []);
  }
  if (met.length > 0) return result('reasonably_certain', []);
  if (test === 'negative') return result('negative_test_only', unansweredCriteria);
  return result('not_ruled_out', [
    ...unansweredCriteria,
    ...(test === undefined ? [TEST_LABEL] : []),
  ]);
}

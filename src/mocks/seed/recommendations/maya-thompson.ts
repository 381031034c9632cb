import type { Recommendations } from '../../../api/schemas';
import { mayaThompson } from '../../../domain/samples/patients/maya-thompson';

/** What the recommendations call answers for Maya Thompson: her report's sources, in the API's shape. */
export const mayaThompsonRecommendations: Recommendations = {
  patient: {
    safety_concerns: [
      'No US MEC category 3 or 4 condition found: combined and progestin-only methods are all open to her.',
      'Blood pressure 112/72 mm Hg and non-smoker: combined hormonal contraception is US MEC category 1.',
      'Penicillin allergy: not relevant to contraceptive choice.',
    ],
    lifestyle_concerns: [
      'Acne (6/10) before each period despite topical tretinoin and benzoyl peroxide.',
      'Menstrual cramps (7/10) that cost one or two days of classes a cycle.',
      'Stopped norgestimate / ethinyl estradiol (Sprintec) because acne did not improve.',
      'Vegetarian diet: keep vitamin B12 and iron intake up.',
    ],
  },
  recommendations: [
    {
      formula: 'Drospirenone 3 mg / Ethinyl Estradiol 0.02 mg',
      lifestyle_benefits: [
        'FDA-approved for moderate acne; drospirenone has anti-androgenic activity.',
        'A 24/4 regimen shortens and lightens periods and eases cramps.',
        'A daily pill suits her preference for a daily routine.',
      ],
    },
    {
      formula: 'Etonogestrel 0.12 mg / Ethinyl Estradiol 0.015 mg per day vaginal ring',
      lifestyle_benefits: [
        'Steady hormone levels with one ring a month instead of a daily pill.',
        'Lower rates of breakthrough bleeding than many pills.',
        'Modest improvement of acne.',
      ],
    },
    {
      formula: 'Levonorgestrel 52 mg intrauterine system',
      lifestyle_benefits: [
        'Greatly reduces menstrual pain and bleeding.',
        'Up to 8 years of protection with nothing to remember.',
        'Does not treat acne; keep her topical regimen.',
      ],
    },
  ],
  do_not_recommend: [],
  citations: mayaThompson.report.references,
};

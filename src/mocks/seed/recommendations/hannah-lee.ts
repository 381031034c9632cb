import type { Recommendations } from '../../../api/schemas';
import { hannahLee } from '../../../domain/samples/patients/hannah-lee';

/** What the recommendations call answers for Hannah Lee: her report's sources, in the API's shape. */
export const hannahLeeRecommendations: Recommendations = {
  patient: {
    safety_concerns: [
      'Deep vein thrombosis in 2021, treated and resolved, no anticoagulation now: recurrence risk is unknown, so the stricter US MEC row applies (combined hormonal contraception category 4, DMPA category 3).',
      'Family history of thrombosis.',
      'Iron-deficiency anemia (hemoglobin 10.9 g/dL) with heavy periods and uterine fibroids.',
      'Hypothyroidism on levothyroxine; TSH 3.1 mIU/L is above 2.686.',
    ],
    lifestyle_concerns: [
      'Heavy periods with clots for five days each cycle.',
      'Periods became heavier and longer on the copper IUD.',
      'Prefers a low-maintenance method.',
    ],
  },
  recommendations: [
    {
      formula: 'Levonorgestrel 52 mg intrauterine system',
      lifestyle_benefits: [
        'Cuts menstrual blood loss by up to 90%, which helps her anemia recover.',
        'US MEC category 2 after a past DVT; estrogen-free.',
        'Up to 8 years of protection; confirm fibroids do not distort the uterine cavity before insertion.',
      ],
    },
    {
      formula: 'Etonogestrel 68 mg subdermal implant',
      lifestyle_benefits: [
        'US MEC category 2 after a past DVT; estrogen-free.',
        'Three years of protection with nothing to remember.',
        'Bleeding can be irregular: counsel before insertion.',
      ],
    },
    {
      formula: 'Norethindrone 0.35 mg',
      lifestyle_benefits: [
        'Estrogen-free daily pill, US MEC category 2 after a past DVT.',
        'Can be stopped at any time.',
      ],
    },
  ],
  do_not_recommend: [
    'Levonorgestrel 0.15 mg / Ethinyl Estradiol 0.03 mg and every other combined pill, patch or ring: past DVT is US MEC category 4.',
    'Medroxyprogesterone acetate 150 mg injection: past DVT with possible recurrence is US MEC category 3.',
  ],
  citations: hannahLee.report.references,
};

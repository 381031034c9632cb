import type { Recommendations } from '../../../api/schemas';
import { priyaRaman } from '../../../domain/samples/patients/priya-raman';

/** What the recommendations call answers for Priya Raman: her report's sources, in the API's shape. */
export const priyaRamanRecommendations: Recommendations = {
  patient: {
    safety_concerns: [
      'Smokes more than 15 cigarettes a day and is 35 or older: combined hormonal contraception is US MEC category 4 (risk of heart attack and stroke).',
      'Family history of heart disease, hypertension and stroke.',
      'LDL 142 mg/dL and triglycerides 180 mg/dL are above range; HDL 44 mg/dL is below it.',
    ],
    lifestyle_concerns: [
      'Smoking: offer cessation support at every visit.',
      'Sedentary lifestyle.',
      'Cycles off by a few weeks; she wants something predictable and low-maintenance.',
      'Stopped the depot medroxyprogesterone injection because of weight gain.',
    ],
  },
  recommendations: [
    {
      formula: 'Levonorgestrel 52 mg intrauterine system',
      lifestyle_benefits: [
        'US MEC category 1 for smokers of any age.',
        'Lighter, more predictable bleeding; many users stop bleeding altogether.',
        'Up to 8 years of protection with nothing to remember.',
      ],
    },
    {
      formula: 'Etonogestrel 68 mg subdermal implant',
      lifestyle_benefits: [
        'US MEC category 1 for smokers; estrogen-free.',
        'Three years of protection after a short office procedure.',
        'Bleeding can be irregular: counsel before insertion.',
      ],
    },
    {
      formula: 'Copper T380A intrauterine device',
      lifestyle_benefits: [
        'Hormone-free and effective for up to 10 years.',
        'Does not regulate cycles and may make periods heavier.',
      ],
    },
  ],
  do_not_recommend: [
    'Levonorgestrel 0.15 mg / Ethinyl Estradiol 0.03 mg (combined pill): smoking 15 or more cigarettes a day at 35 or older is US MEC category 4.',
    'Norelgestromin / Ethinyl Estradiol transdermal patch: US MEC category 4 for the same reason.',
    'Etonogestrel / Ethinyl Estradiol vaginal ring: US MEC category 4 for the same reason.',
  ],
  citations: priyaRaman.report.references,
};

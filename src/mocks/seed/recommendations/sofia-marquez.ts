import type { Recommendations } from '../../../api/schemas';
import { sofiaMarquez } from '../../../domain/samples/patients/sofia-marquez';

/** What the recommendations call answers for Sofia Marquez: her report's sources, in the API's shape. */
export const sofiaMarquezRecommendations: Recommendations = {
  patient: {
    safety_concerns: [
      'Migraine with aura: combined hormonal contraception is US MEC category 4 because of ischemic stroke risk.',
      'Sertraline 50 mg daily for anxiety: no interaction with hormonal contraception expected.',
      'Sumatriptan as needed: no interaction with progestin-only or intrauterine methods.',
    ],
    lifestyle_concerns: [
      'Menstrual cramps (8/10) with nausea on the first two days.',
      'Mood swings, fatigue and poor sleep around her period.',
      'Occasional marijuana use.',
      'Found the ring uncomfortable in the past.',
    ],
  },
  recommendations: [
    {
      formula: 'Levonorgestrel 52 mg intrauterine system',
      lifestyle_benefits: [
        'US MEC category 1 with migraine with aura.',
        'Greatly reduces menstrual cramps and bleeding.',
        'Very low systemic hormone levels, so little effect on mood.',
      ],
    },
    {
      formula: 'Drospirenone 4 mg',
      lifestyle_benefits: [
        'Estrogen-free pill with the same progestin she used in Yasmin.',
        '24/4 regimen with a 24-hour window for a late pill.',
        'Predictable scheduled bleeding for most users.',
      ],
    },
    {
      formula: 'Etonogestrel 68 mg subdermal implant',
      lifestyle_benefits: [
        'Estrogen-free and effective for three years.',
        'Often reduces menstrual pain.',
        'Bleeding can be irregular: counsel before insertion.',
      ],
    },
  ],
  do_not_recommend: [
    'Drospirenone 3 mg / Ethinyl Estradiol 0.03 mg and every other estrogen-containing pill: migraine with aura is US MEC category 4.',
    'Norelgestromin / Ethinyl Estradiol transdermal patch: US MEC category 4 for the same reason.',
    'Etonogestrel / Ethinyl Estradiol vaginal ring: US MEC category 4 for the same reason.',
  ],
  citations: sofiaMarquez.report.references,
};

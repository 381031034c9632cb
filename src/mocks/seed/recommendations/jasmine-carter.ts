import type { Recommendations } from '../../../api/schemas';
import { jasmineCarter } from '../../../domain/samples/patients/jasmine-carter';

/** What the recommendations call answers for Jasmine Carter: her report's sources, in the API's shape. */
export const jasmineCarterRecommendations: Recommendations = {
  patient: {
    safety_concerns: [
      'Hypertension treated with lisinopril: combined hormonal contraception is US MEC category 3 even when blood pressure is controlled.',
      'Lisinopril (an ACE inhibitor) can harm a pregnancy: a highly effective method matters.',
      'Type 2 diabetes without vascular complications (A1c 6.8%): intrauterine and implant methods are US MEC category 1-2.',
      'Blood pressure 134/86 mm Hg at the last visit.',
    ],
    lifestyle_concerns: [
      'BMI 33.2.',
      'Forgot daily pills in the past; prefers a low-maintenance method.',
      'Stopped the patch because of skin irritation.',
      'Latex allergy: use non-latex gloves for insertion procedures.',
    ],
  },
  recommendations: [
    {
      formula: 'Levonorgestrel 52 mg intrauterine system',
      lifestyle_benefits: [
        'No effect on blood pressure; US MEC category 1 with controlled hypertension.',
        'Over 99% effective for up to 8 years, with nothing to remember.',
        'Lighter periods and less spotting.',
      ],
    },
    {
      formula: 'Etonogestrel 68 mg subdermal implant',
      lifestyle_benefits: [
        'The most effective reversible method; estrogen-free.',
        'Three years of protection after a short office procedure.',
      ],
    },
    {
      formula: 'Copper T380A intrauterine device',
      lifestyle_benefits: [
        'Hormone-free: no effect on blood pressure or blood sugar.',
        'Effective for up to 10 years.',
      ],
    },
  ],
  do_not_recommend: [
    'Norelgestromin / Ethinyl Estradiol transdermal patch and every combined pill or ring: hypertension, even controlled, is US MEC category 3.',
  ],
  citations: jasmineCarter.report.references,
};

import { citations } from '../../../domain/clinical/citations';
import { labDetails } from '../patient-information';
import type { SamplePatient } from '../sample-patient';

/** Healthy 24-year-old with acne and painful periods: every method is open to her. */
export const mayaThompson: SamplePatient = {
  uuid: '7cdac045-339e-405c-bcf9-82117dc49c77',
  email: 'maya.thompson@example.com',
  information: {
    name: 'Maya Thompson',
    date_of_birth: '2002-03-14',
    ethnicity: 'Black or African American',
    height: 64,
    weight: 132,
    first_menstruation: 12,
    lifestyle_activity: 'vigorous',
    lifestyle_diet: 'vegetarian',
    previous_birth_control: true,
    previous_birth_control_methods: ['pill'],
    previous_birth_control_details: 1,
    birth_control_goals: ['acne', 'menstrual_cramps'],
    menstrual_cramps_severity: 7,
    menstrual_cramps_past_treatments: true,
    menstrual_cramps_challenges:
      'Misses one or two days of classes each cycle; ibuprofen only takes the edge off.',
    acne_severity: 6,
    acne_past_treatments: true,
    acne_challenges: 'Jawline breakouts before each period despite tretinoin and benzoyl peroxide.',
    birth_control_preferences: 'daily_regimen',
    pill_usage_information: [
      {
        brand: 'sprintec',
        start_date: '2019-08-01',
        stop_date: '2021-05-15',
        stop_reason: 'Acne did not improve',
      },
    ],
    current_medications: ['tretinoin 0.025% cream', 'ibuprofen 400 mg as needed'],
    current_supplements: ['vitamin D3 1000 IU', 'vitamin B12 250 mcg'],
    current_immunizations: ['HPV', 'Tdap', 'influenza 2026'],
    allergies: ['penicillin'],
    birth_control_concerns: ['side_effects', 'effectiveness'],
    family_history: {
      cardio: false,
      htn: false,
      diabetes: true,
      cancer: false,
      stroke: false,
      thyroid_disorders: false,
      mental_health: false,
      thrombosis: false,
    },
    recent_blood_pressure: { systolic: 112, diastolic: 72 },
    lab_details: labDetails({
      dhea: { results: '6.2', flags: '-' },
      testosterone: { results: '51', flags: '-' },
      lh: { results: '9.8', flags: '-' },
    }),
  },
  recommendations: {
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
    citations: [citations.usMec2024, citations.cocForAcne, citations.usSpr2024],
  },
};

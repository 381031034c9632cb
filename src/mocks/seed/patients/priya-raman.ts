import { citations } from '../../../domain/clinical/citations';
import { labDetails } from '../patient-information';
import type { SamplePatient } from '../sample-patient';

/** 38-year-old heavy smoker: estrogen is out, long-acting methods fit her wish for low upkeep. */
export const priyaRaman: SamplePatient = {
  uuid: '25d16e37-5826-4312-bfd1-cfb45ebac290',
  email: 'priya.raman@example.com',
  information: {
    name: 'Priya Raman',
    date_of_birth: '1988-06-02',
    ethnicity: 'South Asian',
    height: 62,
    weight: 150,
    first_menstruation: 13,
    lifestyle_activity: 'sedentary',
    lifestyle_smoking: true,
    lifestyle_smoking_follow_up: { products: ['cigarette'] },
    lifestyle_smoking_products_cigarettes_follow_up: { cigarettes_per_day: 'gt_15_per_day' },
    c_section: true,
    previous_birth_control: true,
    previous_birth_control_methods: ['pill', 'shot'],
    previous_birth_control_details: 2,
    birth_control_goals: ['irregular_periods', 'pregnancy'],
    irregular_periods_severity: 'off_few_weeks',
    irregular_periods_consultation: true,
    irregular_periods_challenges:
      'Cycles range from 24 to 45 days, so she cannot plan around them.',
    birth_control_preferences: 'low_maintenance',
    pill_usage_information: [
      {
        brand: 'levora',
        start_date: '2008-09-01',
        stop_date: '2014-02-01',
        stop_reason: 'Wanted to conceive',
      },
    ],
    injection_usage_information: [
      {
        brand: 'depo_provera',
        start_date: '2016-01-10',
        stop_date: '2017-03-01',
        stop_reason: 'Weight gain',
      },
    ],
    current_medications: ['cetirizine 10 mg'],
    current_immunizations: ['influenza 2026', 'COVID-19 2025'],
    allergies: ['sulfa drugs'],
    birth_control_concerns: ['health_risks', 'convenience'],
    family_history: {
      cardio: true,
      htn: true,
      diabetes: false,
      cancer: false,
      stroke: true,
      thyroid_disorders: false,
      mental_health: false,
      thrombosis: false,
    },
    recent_blood_pressure: { systolic: 128, diastolic: 82 },
    lab_details: labDetails({
      amh: { results: '1.1', flags: '-' },
      fsh: { results: '9.4', flags: '-' },
      ldl_hdl_tg: { results: ['142', '44', '180'], flags: ['H', 'L', 'H'] },
    }),
  },
  recommendations: {
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
    citations: [citations.usMec2024, citations.smokingCessation, citations.usSpr2024],
  },
};

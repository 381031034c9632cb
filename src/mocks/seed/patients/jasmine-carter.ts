import { citations } from '../../../domain/clinical/citations';
import { labDetails } from '../patient-information';
import type { SamplePatient } from '../sample-patient';

/** 33-year-old with treated hypertension and type 2 diabetes on an ACE inhibitor. */
export const jasmineCarter: SamplePatient = {
  uuid: 'becb0727-3036-4896-9eb2-4ce9b174aeed',
  email: 'jasmine.carter@example.com',
  information: {
    name: 'Jasmine Carter',
    date_of_birth: '1993-01-30',
    ethnicity: 'Black or African American',
    height: 67,
    weight: 212,
    first_menstruation: 10,
    lifestyle_activity: 'gentle',
    previous_birth_control: true,
    previous_birth_control_methods: ['patch', 'pill'],
    previous_birth_control_details: 2,
    birth_control_goals: ['irregular_periods', 'pregnancy'],
    irregular_periods_severity: 'off_few_days',
    irregular_periods_consultation: false,
    irregular_periods_challenges:
      'Periods arrive a few days early or late and sometimes spot between.',
    birth_control_preferences: 'low_maintenance',
    pill_usage_information: [
      {
        brand: 'sprintec',
        start_date: '2011-05-01',
        stop_date: '2018-01-10',
        stop_reason: 'Kept forgetting doses',
      },
    ],
    patch_usage_information: [
      {
        brand: 'xulane',
        start_date: '2018-02-01',
        stop_date: '2020-07-15',
        stop_reason: 'Skin irritation',
      },
    ],
    current_medications: ['lisinopril 20 mg daily', 'metformin 1000 mg twice daily'],
    current_supplements: ['omega-3 1000 mg'],
    current_immunizations: ['influenza 2026', 'pneumococcal'],
    allergies: ['latex'],
    hypertension: 'yes_with_medications',
    endocrine_conditions: ['type_2_diabetes'],
    diabetes_follow_up: {
      diabetes_lte_20_years: true,
      experience_nephropathy_retinopathy_neuropathy: false,
    },
    birth_control_concerns: ['effectiveness', 'convenience', 'cost'],
    family_history: {
      cardio: true,
      htn: true,
      diabetes: true,
      cancer: false,
      stroke: false,
      thyroid_disorders: false,
      mental_health: false,
      thrombosis: false,
    },
    recent_blood_pressure: { systolic: 134, diastolic: 86 },
    lab_details: labDetails({
      glucose_hemoglobin_a1c: { results: '128/6.8', flags: 'H' },
      ast_alt: { results: '34/41', flags: 'H' },
      ldl_hdl_tg: { results: ['118', '41', '162'], flags: ['-', 'L', 'H'] },
    }),
  },
  recommendations: {
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
    citations: [citations.usMec2024, citations.usMecProviderPage, citations.usSpr2024],
  },
};

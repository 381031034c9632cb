import { citations } from '../../clinical/citations';
import { familyHistory, labDetails, sampleInformation } from '../baseline';
import { labHeader } from '../lab-header';
import type { SamplePatient } from '../types';

/** 33-year-old with treated hypertension and type 2 diabetes on an ACE inhibitor. */
export const jasmineCarter: SamplePatient = {
  uuid: 'becb0727-3036-4896-9eb2-4ce9b174aeed',
  email: 'jasmine.carter@example.com',
  information: sampleInformation({
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
    family_history: familyHistory({ cardio: true, htn: true, diabetes: true }),
    recent_blood_pressure: { systolic: 134, diastolic: 86 },
    lab_details: labDetails({
      glucose_hemoglobin_a1c: { results: '128/6.8', flags: 'H' },
      ast_alt: { results: '34/41', flags: 'H' },
      ldl_hdl_tg: { results: ['118', '41', '162'], flags: ['-', 'L', 'H'] },
    }),
  }),
  labHeader: labHeader({
    specimenNumber: 'CV26-317-03945',
    collected: '2026-11-13T08:05',
    entered: '2026-11-13T08:51',
    reported: '2026-11-14T13:22',
  }),
  report: {
    location: 'Beaverton, OR',
    goals: [
      'Reliable protection from pregnancy while she takes lisinopril.',
      'A method with nothing to remember each day.',
      'Keep her blood pressure and blood sugar where they are.',
    ],
    medical_recommendations: [
      {
        m: 'Mirena (levonorgestrel 52 mg intrauterine system)',
        s: 'No effect on blood pressure or blood sugar, over 99% effective for up to 8 years, and lighter periods with less spotting.',
      },
      {
        m: 'Nexplanon (etonogestrel 68 mg subdermal implant)',
        s: 'The most effective reversible method, estrogen-free, with three years of protection after a short office procedure.',
      },
      {
        m: 'Paragard (copper T380A intrauterine device)',
        s: 'Hormone-free, so no effect on blood pressure or blood sugar, and effective for up to 10 years.',
      },
    ],
    side_effects: [
      'Irregular spotting for the first three to six months.',
      'Cramping for a day or two after insertion.',
      'Small, usually harmless ovarian cysts.',
      'Latex allergy: use non-latex gloves and supplies for the insertion.',
    ],
    lifestyle_changes: [
      'Check blood pressure at home twice a week and bring the log to each visit.',
      'Aim for 150 minutes of moderate activity a week and a Mediterranean-style diet.',
      'Continue omega-3 at 1000 mg/day.',
      'Recheck hemoglobin A1c and liver enzymes in three months.',
    ],
    final_remarks:
      'Treated hypertension makes combined methods US MEC category 3, and lisinopril can harm a pregnancy, so a highly effective, estrogen-free method matters most. Mirena fits her wish for low maintenance and leaves her blood pressure and blood sugar untouched.',
    references: [citations.usMec2024, citations.usMecProviderPage, citations.usSpr2024],
  },
};

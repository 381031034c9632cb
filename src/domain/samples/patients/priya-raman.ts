import { citations } from '../../clinical/citations';
import { familyHistory, labDetails, sampleInformation } from '../baseline';
import { labHeader } from '../lab-header';
import type { SamplePatient } from '../types';

/** 38-year-old heavy smoker: estrogen is out, long-acting methods fit her wish for low upkeep. */
export const priyaRaman: SamplePatient = {
  uuid: '25d16e37-5826-4312-bfd1-cfb45ebac290',
  email: 'priya.raman@example.com',
  information: sampleInformation({
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
    family_history: familyHistory({ cardio: true, htn: true, stroke: true }),
    recent_blood_pressure: { systolic: 128, diastolic: 82 },
    lab_details: labDetails({
      amh: { results: '1.1', flags: '-' },
      fsh: { results: '9.4', flags: '-' },
      ldl_hdl_tg: { results: ['142', '44', '180'], flags: ['H', 'L', 'H'] },
    }),
  }),
  labHeader: labHeader({
    specimenNumber: 'CV26-316-03318',
    collected: '2026-11-12T07:48',
    entered: '2026-11-12T08:30',
    reported: '2026-11-13T16:05',
  }),
  report: {
    location: 'Vancouver, WA',
    goals: [
      'Make her cycles predictable: they range from 24 to 45 days.',
      'Prevent pregnancy with a method she does not have to think about.',
      'Avoid the weight gain she had on the injection.',
    ],
    medical_recommendations: [
      {
        m: 'Mirena (levonorgestrel 52 mg intrauterine system)',
        s: 'US MEC category 1 for smokers of any age, estrogen-free, with lighter and more predictable bleeding for up to 8 years.',
      },
      {
        m: 'Nexplanon (etonogestrel 68 mg subdermal implant)',
        s: 'Estrogen-free and effective for three years after a short office procedure, though bleeding can stay irregular.',
      },
      {
        m: 'Paragard (copper T380A intrauterine device)',
        s: 'Hormone-free protection for up to 10 years; it does not regulate cycles and may make periods heavier.',
      },
    ],
    side_effects: [
      'Irregular spotting for the first three to six months after insertion, then lighter periods; some users stop bleeding altogether.',
      'Cramping for a day or two after insertion; ibuprofen helps.',
      'Small, usually harmless ovarian cysts; report persistent pelvic pain.',
      'Headache, acne or breast tenderness in a few users.',
    ],
    lifestyle_changes: [
      'Quitting smoking matters most: offer nicotine replacement and a quitline referral, and reassess at every visit.',
      'Walk 30 minutes on five days a week to start, building toward 150 minutes a week.',
      'Omega-3 (fish oil) at 1000 mg/day with a diet lower in saturated fat to bring triglycerides down.',
      'Repeat the lipid panel in three months.',
    ],
    final_remarks:
      'At 38 and smoking more than 15 cigarettes a day, Priya cannot use any estrogen-containing method (US MEC category 4). Mirena gives her the predictable, low-maintenance cycle control she asked for. Pair the method with smoking cessation support and follow up on her lipids.',
    references: [citations.usMec2024, citations.smokingCessation, citations.usSpr2024],
  },
};

import { citations } from '../../clinical/citations';
import { familyHistory, labDetails, sampleInformation } from '../baseline';
import { labHeader } from '../lab-header';
import type { SamplePatient } from '../types';

/** 41-year-old after a treated DVT, with heavy periods, fibroids and iron-deficiency anemia. */
export const hannahLee: SamplePatient = {
  uuid: '33b3096a-7f88-4da1-a783-b50c3e6c0f39',
  email: 'hannah.lee@example.com',
  information: sampleInformation({
    name: 'Hannah Lee',
    date_of_birth: '1985-11-05',
    ethnicity: 'East Asian',
    height: 63,
    weight: 128,
    first_menstruation: 13,
    lifestyle_activity: 'moderate',
    lifestyle_diet: 'pescatarian',
    previous_abortion: true,
    abortion_trimester: 'first',
    previous_birth_control: true,
    previous_birth_control_methods: ['pill', 'cu_iud'],
    previous_birth_control_details: 2,
    birth_control_goals: ['menstrual_cramps', 'pregnancy'],
    menstrual_cramps_severity: 6,
    menstrual_cramps_past_treatments: true,
    menstrual_cramps_challenges:
      'Heavy flow with clots for five days; changes protection every hour.',
    birth_control_preferences: 'low_maintenance',
    pill_usage_information: [
      {
        brand: 'levora',
        start_date: '2010-03-01',
        stop_date: '2021-04-20',
        stop_reason: 'Diagnosed with a deep vein thrombosis',
      },
    ],
    iud_usage_information: [
      {
        brand: 'paragard',
        start_date: '2021-06-01',
        stop_date: '2024-02-15',
        stop_reason: 'Heavier, longer periods',
      },
    ],
    current_medications: ['levothyroxine 75 mcg daily'],
    current_supplements: ['ferrous sulfate 325 mg', 'vitamin C 500 mg'],
    current_immunizations: ['influenza 2026', 'Tdap'],
    dvt_pe: 'leg_resolved_with_medications',
    reproductive_tract_infections: ['heavy_periods', 'uterine_fibroids'],
    endocrine_conditions: ['hypothyroidism'],
    anemias: ['iron_deficiency_anemia'],
    birth_control_concerns: ['health_risks', 'side_effects'],
    family_history: familyHistory({ thyroid_disorders: true, thrombosis: true }),
    recent_blood_pressure: { systolic: 118, diastolic: 76 },
    lab_details: labDetails({
      tsh_r_t4: { results: '3.1', flags: '-' },
      amh: { results: '0.8', flags: 'L' },
      fsh: { results: '11.2', flags: '-' },
      cbc: { results: ['5.8', '4.1', '10.9', '33.5', '310'], flags: ['-', '-', 'L', 'L', '-'] },
    }),
  }),
  labHeader: labHeader({
    specimenNumber: 'CV26-319-04780',
    collected: '2026-11-15T07:35',
    entered: '2026-11-15T08:14',
    reported: '2026-11-16T15:10',
  }),
  report: {
    location: 'Gresham, OR',
    goals: [
      'Reduce heavy periods with clots and let her anemia recover.',
      'Prevent pregnancy without raising her risk of another clot.',
      'A low-maintenance method.',
    ],
    medical_recommendations: [
      {
        m: 'Mirena (levonorgestrel 52 mg intrauterine system)',
        s: 'Cuts menstrual blood loss by up to 90%, helping her hemoglobin recover; estrogen-free and US MEC category 2 after a past DVT, for up to 8 years.',
      },
      {
        m: 'Nexplanon (etonogestrel 68 mg subdermal implant)',
        s: 'Estrogen-free, US MEC category 2 after a past DVT, with three years of protection; bleeding can be irregular.',
      },
      {
        m: 'Camila (norethindrone 0.35 mg)',
        s: 'An estrogen-free daily pill, US MEC category 2 after a past DVT, that can be stopped at any time.',
      },
    ],
    side_effects: [
      'Irregular spotting for the first three to six months, then much lighter periods.',
      'Cramping after insertion; confirm by ultrasound that her fibroids do not distort the uterine cavity.',
      'Report new leg swelling, chest pain or shortness of breath at once, whatever the method.',
    ],
    lifestyle_changes: [
      'Take ferrous sulfate with vitamin C, at least four hours apart from levothyroxine.',
      'Her TSH of 3.1 mIU/L is above 2.686: ask her primary care provider to review the levothyroxine dose.',
      'Omega-3 (fish, as she is pescatarian) at 1000 mg/day.',
      'Recheck the complete blood count in three months.',
    ],
    final_remarks:
      'A past DVT and a family history of thrombosis rule out every estrogen-containing method (US MEC category 4) and make the injection US MEC category 3. Mirena treats her heavy periods, which drive her anemia, with a low clot risk.',
    references: [citations.usMec2024, citations.usMecProviderPage, citations.usSpr2024],
  },
};

import { citations } from '../../../domain/clinical/citations';
import { labDetails } from '../patient-information';
import type { SamplePatient } from '../sample-patient';

/** 41-year-old after a treated DVT, with heavy periods, fibroids and iron-deficiency anemia. */
export const hannahLee: SamplePatient = {
  uuid: '33b3096a-7f88-4da1-a783-b50c3e6c0f39',
  email: 'hannah.lee@example.com',
  information: {
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
    family_history: {
      cardio: false,
      htn: false,
      diabetes: false,
      cancer: false,
      stroke: false,
      thyroid_disorders: true,
      mental_health: false,
      thrombosis: true,
    },
    recent_blood_pressure: { systolic: 118, diastolic: 76 },
    lab_details: labDetails({
      tsh_r_t4: { results: '3.1', flags: '-' },
      amh: { results: '0.8', flags: 'L' },
      fsh: { results: '11.2', flags: '-' },
      cbc: { results: ['5.8', '4.1', '10.9', '33.5', '310'], flags: ['-', '-', 'L', 'L', '-'] },
    }),
  },
  recommendations: {
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
    citations: [citations.usMec2024, citations.usMecProviderPage, citations.usSpr2024],
  },
};

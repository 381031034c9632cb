import { citations } from '../../../domain/clinical/citations';
import { labDetails } from '../patient-information';
import type { SamplePatient } from '../sample-patient';

/** 29-year-old with migraine with aura and anxiety: estrogen-free methods only. */
export const sofiaMarquez: SamplePatient = {
  uuid: 'ebe4b9ef-635d-4464-8e7f-4ccf42b02002',
  email: 'sofia.marquez@example.com',
  information: {
    name: 'Sofia Marquez',
    date_of_birth: '1997-09-21',
    ethnicity: 'Hispanic or Latina',
    height: 66,
    weight: 145,
    first_menstruation: 11,
    lifestyle_diet: 'pescatarian',
    rec_drugs_list: ['marijuana'],
    previous_birth_control: true,
    previous_birth_control_methods: ['pill', 'ring'],
    previous_birth_control_details: 2,
    birth_control_goals: ['menstrual_cramps', 'hormonal_imbalance'],
    menstrual_cramps_severity: 8,
    menstrual_cramps_past_treatments: true,
    menstrual_cramps_challenges:
      'Cramps and nausea on the first two days; naproxen helps a little.',
    hormonal_imbalance_condition: false,
    hormonal_imbalance_treatment: false,
    hormonal_imbalance_challenges: ['mood_swings', 'fatigue', 'headaches', 'sleep_disturbances'],
    pill_usage_information: [
      {
        brand: 'yasmin',
        start_date: '2015-06-01',
        stop_date: '2022-10-01',
        stop_reason: 'Migraines with aura began',
      },
    ],
    ring_usage_information: [
      {
        brand: 'nuvaring',
        start_date: '2014-01-15',
        stop_date: '2015-05-20',
        stop_reason: 'Discomfort',
      },
    ],
    current_medications: ['sertraline 50 mg daily', 'sumatriptan 50 mg as needed'],
    current_supplements: ['magnesium glycinate 400 mg'],
    current_immunizations: ['HPV', 'hepatitis B', 'influenza 2026'],
    neurologic_conditions: ['migranes_with_aura'],
    mood_disorders: ['anxiety'],
    birth_control_concerns: ['health_risks', 'side_effects'],
    family_history: {
      cardio: false,
      htn: false,
      diabetes: false,
      cancer: true,
      stroke: false,
      thyroid_disorders: true,
      mental_health: true,
      thrombosis: false,
    },
    recent_blood_pressure: { systolic: 108, diastolic: 70 },
    lab_details: labDetails({
      e2: { results: '142', flags: '-' },
      prolactin: { results: '18.2', flags: '-' },
    }),
  },
  recommendations: {
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
    citations: [citations.usMec2024, citations.usMecProviderPage, citations.drospirenoneForPms],
  },
};

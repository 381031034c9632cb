import { citations } from '../../clinical/citations';
import { familyHistory, labDetails, sampleInformation } from '../baseline';
import { labHeader } from '../lab-header';
import type { SamplePatient } from '../types';

/** 29-year-old with migraine with aura and anxiety: estrogen-free methods only. */
export const sofiaMarquez: SamplePatient = {
  uuid: 'ebe4b9ef-635d-4464-8e7f-4ccf42b02002',
  email: 'sofia.marquez@example.com',
  information: sampleInformation({
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
    family_history: familyHistory({ cancer: true, thyroid_disorders: true, mental_health: true }),
    recent_blood_pressure: { systolic: 108, diastolic: 70 },
    lab_details: labDetails({
      e2: { results: '142', flags: '-' },
      prolactin: { results: '18.2', flags: '-' },
    }),
  }),
  labHeader: labHeader({
    specimenNumber: 'CV26-320-05562',
    collected: '2026-11-16T09:20',
    entered: '2026-11-16T10:02',
    reported: '2026-11-17T11:48',
  }),
  report: {
    location: 'Salem, OR',
    goals: [
      'Relieve severe menstrual cramps (8/10) and the nausea that comes with them.',
      'Steady the mood swings, fatigue and poor sleep around her period.',
      'Stay safe with migraine with aura.',
    ],
    medical_recommendations: [
      {
        m: 'Mirena (levonorgestrel 52 mg intrauterine system)',
        s: 'US MEC category 1 with migraine with aura; it greatly reduces cramps and bleeding with very low hormone levels in the blood, so little effect on mood.',
      },
      {
        m: 'Slynd (drospirenone 4 mg)',
        s: 'An estrogen-free pill with the progestin she knew from Yasmin, a 24/4 regimen and a 24-hour window for a late pill.',
      },
      {
        m: 'Nexplanon (etonogestrel 68 mg subdermal implant)',
        s: 'Estrogen-free for three years and often reduces menstrual pain, though bleeding can be irregular.',
      },
    ],
    side_effects: [
      'Spotting between periods in the first months.',
      'Headaches: report at once any change in her usual aura, or aura lasting longer than an hour.',
      'Mood changes are uncommon; track mood alongside her cycle for three months.',
      'Acne or breast tenderness in a few users.',
    ],
    lifestyle_changes: [
      'Keep a headache and cycle diary to share at follow-up.',
      'Continue magnesium glycinate 400 mg, which may reduce migraine frequency.',
      'Keep regular sleep and meal times; both are common migraine triggers.',
      'Cut down on marijuana, which can worsen anxiety and sleep.',
    ],
    final_remarks:
      'Migraine with aura rules out every estrogen-containing method (US MEC category 4). Mirena addresses her cramps with the least effect on mood. Sertraline and sumatriptan do not interact with any of the three options.',
    references: [citations.usMec2024, citations.usMecProviderPage, citations.drospirenoneForPms],
  },
};

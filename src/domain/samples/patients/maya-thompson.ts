import { citations } from '../../clinical/citations';
import { familyHistory, labDetails, sampleInformation } from '../baseline';
import { labHeader } from '../lab-header';
import type { SamplePatient } from '../types';

/** Healthy 24-year-old with acne and painful periods: every method is open to her. */
export const mayaThompson: SamplePatient = {
  uuid: '7cdac045-339e-405c-bcf9-82117dc49c77',
  email: 'maya.thompson@example.com',
  information: sampleInformation({
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
    family_history: familyHistory({ diabetes: true }),
    recent_blood_pressure: { systolic: 112, diastolic: 72 },
    lab_details: labDetails({
      dhea: { results: '6.2', flags: '-' },
      testosterone: { results: '51', flags: '-' },
      lh: { results: '9.8', flags: '-' },
    }),
  }),
  labHeader: labHeader({
    specimenNumber: 'CV26-318-04127',
    collected: '2026-11-14T08:12',
    entered: '2026-11-14T09:05',
    reported: '2026-11-15T14:40',
  }),
  report: {
    location: 'Eugene, OR',
    goals: [
      'Clear the jawline breakouts that flare before each period.',
      'Ease menstrual cramps that cost her one or two days of classes a cycle.',
      'Keep a simple daily routine she can stick with.',
    ],
    medical_recommendations: [
      {
        m: 'Yaz (drospirenone 3 mg / ethinyl estradiol 0.02 mg)',
        s: 'FDA-approved for moderate acne: drospirenone is anti-androgenic, and the 24/4 regimen shortens and lightens periods, easing cramps. A daily pill suits her preference.',
      },
      {
        m: 'NuvaRing (etonogestrel 0.12 mg / ethinyl estradiol 0.015 mg per day)',
        s: 'The same estrogen benefit for acne with steady hormone levels and one ring a month, if a daily pill becomes hard to keep up.',
      },
      {
        m: 'Mirena (levonorgestrel 52 mg intrauterine system)',
        s: 'Greatly reduces menstrual pain and bleeding for up to 8 years with nothing to remember, but does not treat acne.',
      },
    ],
    side_effects: [
      'Nausea, breast tenderness or spotting in the first two or three packs, usually settling by the third.',
      'Drospirenone can raise potassium: none of her current medicines interacts, but review before adding an ACE inhibitor, ARB or potassium-sparing diuretic.',
      'A small rise in the risk of blood clots with any estrogen: seek care at once for one-sided leg swelling, chest pain or sudden shortness of breath.',
    ],
    lifestyle_changes: [
      'Take the pill at the same time each day; a phone alarm helps.',
      'Continue tretinoin 0.025% cream and benzoyl peroxide: the pill’s effect on acne takes about three cycles.',
      'Omega-3 (algae-based, as she is vegetarian) at 1000 mg/day may ease cramps.',
      'Keep vitamin B12 250 mcg and vitamin D3 1000 IU; pair iron-rich foods with vitamin C.',
    ],
    final_remarks:
      'Maya has no US MEC category 3 or 4 condition, so every option is open to her. Yaz best matches both of her goals and her wish for a daily routine. Review acne and cramps after three cycles; if she misses pills, the ring is the next step.',
    references: [citations.usMec2024, citations.cocForAcne, citations.usSpr2024],
  },
};

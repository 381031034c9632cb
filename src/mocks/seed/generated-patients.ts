/**
 * Filler patients for the patient-list benchmark. A seeded generator keeps
 * them identical on every run, so timings compare like with like.
 */
import type { MockPatient } from '../state';

const FIRST_NAMES = (
  'Ava Beatriz Chloe Deepa Elena Fatima Grace Hana Imani Julia ' +
  'Keiko Lucia Mariam Nadia Olivia Paola Quinn Rosa Sara Tanya'
).split(' ');
const LAST_NAMES = (
  'Adeyemi Baker Castillo Dubois Evans Fischer Garcia Haddad Ito ' +
  'Jensen Kowalski Lopez Moreau Nguyen Okafor Patel Rossi Silva'
).split(' ');
const GOALS = ['menstrual_cramps', 'acne', 'hormonal_imbalance', 'irregular_periods', 'pregnancy'];
const PREFERENCES = ['low_maintenance', 'daily_regimen', 'no_preferences'];
const ACTIVITIES = ['sedentary', 'gentle', 'moderate', 'vigorous'];

/** mulberry32: a tiny seeded generator, good enough for sample data. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)] as T;
}

function uuidV4(next: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
  hex[12] = '4';
  hex[16] = (8 + Math.floor(next() * 4)).toString(16);
  const text = hex.join('');
  return [
    text.slice(0, 8),
    text.slice(8, 12),
    text.slice(12, 16),
    text.slice(16, 20),
    text.slice(20),
  ].join('-');
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

export function generatedPatient(index: number): MockPatient {
  const next = random(index + 1);
  const first = pick(next, FIRST_NAMES);
  const last = pick(next, LAST_NAMES);
  const smoker = next() < 0.15;
  const dateOfBirth = `${1975 + Math.floor(next() * 30)}-${twoDigits(1 + Math.floor(next() * 12))}-${twoDigits(1 + Math.floor(next() * 28))}`;
  return {
    uuid: uuidV4(next),
    email: `${first}.${last}.${index}@example.test`.toLowerCase(),
    information: {
      name: `${first} ${last}`,
      gender: 'female',
      sex: 'female',
      date_of_birth: dateOfBirth,
      height: 58 + Math.floor(next() * 14),
      weight: 105 + Math.floor(next() * 110),
      lifestyle_activity: pick(next, ACTIVITIES),
      lifestyle_smoking: smoker,
      lifestyle_smoking_follow_up: { products: smoker ? ['cigarette'] : [] },
      lifestyle_smoking_products_cigarettes_follow_up: { cigarettes_per_day: 'lte_15_per_day' },
      birth_control_goals: [pick(next, GOALS)],
      birth_control_preferences: pick(next, PREFERENCES),
      hypertension: next() < 0.1 ? 'yes_with_medications' : 'no',
      dvt_pe: 'no',
      neurologic_conditions: next() < 0.08 ? ['migranes_with_aura'] : [],
      recent_blood_pressure: {
        systolic: 100 + Math.floor(next() * 40),
        diastolic: 60 + Math.floor(next() * 30),
      },
    },
  };
}

import { describe, expect, it } from 'vitest';
import {
  organizationListSchema,
  patientInformationSchema,
  recommendationsSchema,
} from '../../api/schemas';
import { recommend } from '../../domain/clinical/recommend';
import { samplePatients, seedState } from '.';
import { baseInformation } from './patient-information';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const LAB_TESTS = [
  'dhea',
  'testosterone',
  'tsh_r_t4',
  'amh',
  'e2',
  'hgc',
  'ast_alt',
  'prolactin',
  'glucose_hemoglobin_a1c',
  'cbc',
  'fsh',
  'lh',
  'ldl_hdl_tg',
];
const LIST_LABS = ['cbc', 'ldl_hdl_tg'];
const USAGE_KEYS = [
  'pill_usage_information',
  'patch_usage_information',
  'iud_usage_information',
  'implant_usage_information',
  'injection_usage_information',
  'ring_usage_information',
];

function typeOf(value: unknown): string {
  return Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
}

describe('seeded patients', () => {
  const { patients } = seedState();

  it('are the five sample patients with distinct v4 uuids and emails', () => {
    expect(patients).toHaveLength(5);
    expect(new Set(patients.map((patient) => patient.uuid)).size).toBe(5);
    expect(new Set(patients.map((patient) => patient.email)).size).toBe(5);
    for (const patient of patients) expect(patient.uuid).toMatch(UUID_V4);
  });

  it.each(patients.map((patient) => [patient.information.name, patient] as const))(
    '%s has information and recommendations that pass the API schemas',
    (_name, patient) => {
      expect(patientInformationSchema.safeParse(patient.information).success).toBe(true);
      expect(recommendationsSchema.safeParse(patient.recommendations).success).toBe(true);
      expect(patient.recommendations?.recommendations.length).toBeGreaterThanOrEqual(2);
      expect(patient.recommendations?.recommendations.length).toBeLessThanOrEqual(3);
      for (const citation of patient.recommendations?.citations ?? []) {
        expect(() => new URL(citation)).not.toThrow();
      }
    },
  );

  it.each(patients.map((patient) => [patient.information.name, patient] as const))(
    '%s has every field of the shared shape, each of the same type',
    (_name, { information }) => {
      expect(Object.keys(information).sort()).toEqual(Object.keys(baseInformation).sort());
      for (const [key, value] of Object.entries(baseInformation)) {
        expect([key, typeOf(information[key])]).toEqual([key, typeOf(value)]);
      }
    },
  );

  it.each(patients.map((patient) => [patient.information.name, patient] as const))(
    '%s has usage histories and lab results in the API shape',
    (_name, { information }) => {
      for (const key of USAGE_KEYS) {
        const entries = information[key] as Record<string, unknown>[];
        expect(entries.length).toBeLessThanOrEqual(5);
        for (const entry of entries) {
          expect(entry).toEqual(
            expect.objectContaining({ brand: expect.any(String), start_date: expect.any(String) }),
          );
        }
      }
      const labs = (information.lab_details as { lab_results: Record<string, unknown> })
        .lab_results;
      expect(Object.keys(labs).sort()).toEqual([...LAB_TESTS].sort());
      for (const test of LAB_TESTS) {
        const kind = LIST_LABS.includes(test) ? expect.any(Array) : expect.any(String);
        expect(labs[test]).toEqual({ results: kind, flags: kind });
      }
      expect(information.recent_blood_pressure).toEqual({
        systolic: expect.any(Number),
        diastolic: expect.any(Number),
      });
    },
  );

  it('agree with the rule-based check on which combined methods are unsafe', () => {
    const today = new Date('2026-11-22T12:00:00Z');
    const flagged = samplePatients.map(
      (sample) =>
        recommend(seedState().patients.find((p) => p.uuid === sample.uuid)!.information, today)
          .do_not_recommend.length > 0,
    );
    const written = samplePatients.map(
      (sample) => sample.recommendations.do_not_recommend.length > 0,
    );
    expect(flagged).toEqual(written);
  });
});

describe('seeded organizations and providers', () => {
  const { organizations, providers } = seedState();

  it('are organizations 1 and 2 with unique keys', () => {
    expect(organizationListSchema.parse(organizations).map((item) => item.id)).toEqual([1, 2]);
    expect(new Set(organizations.map((item) => item.unique_key)).size).toBe(2);
  });

  it('give each organization two or three providers with unique emails', () => {
    for (const { id } of organizations) {
      const count = providers.filter((provider) => provider.organization_id === id).length;
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(3);
    }
    expect(new Set(providers.map((provider) => provider.email)).size).toBe(providers.length);
  });
});

import { describe, expect, it } from 'vitest';
import { organizationListSchema, recommendationsSchema } from '../../api/schemas';
import { recommend } from '../recommend';
import { samplePatients, seedState } from '.';
import { baseInformation } from '../../domain/samples/baseline';
import {
  INFORMATION_KEYS,
  LAB_TESTS,
  LIST_LAB_TESTS,
  MAX_USAGE_ENTRIES,
  USAGE_HISTORY_KEYS,
} from '../../../tests/spec-fixtures';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

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
    '%s has the spec’s information fields, and recommendations of the API shape with every part filled',
    (_name, { information, recommendations }) => {
      expect(Object.keys(information).sort()).toEqual([...INFORMATION_KEYS].sort());
      // Parsing drops what the schema does not know: equal means nothing beyond the API shape.
      expect(recommendationsSchema.parse(recommendations)).toEqual(recommendations);
      expect(recommendations?.patient.safety_concerns.length).toBeGreaterThan(0);
      expect(recommendations?.recommendations.length).toBeGreaterThanOrEqual(2);
      expect(recommendations?.recommendations.length).toBeLessThanOrEqual(3);
      for (const { formula, lifestyle_benefits } of recommendations?.recommendations ?? []) {
        expect(formula).not.toBe('');
        expect(lifestyle_benefits.length, formula).toBeGreaterThan(0);
      }
      expect(recommendations?.citations.length).toBeGreaterThan(0);
      for (const citation of recommendations?.citations ?? []) {
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
      let entryCount = 0;
      for (const key of USAGE_HISTORY_KEYS) {
        const entries = information[key] as Record<string, unknown>[];
        expect(entries.length).toBeLessThanOrEqual(MAX_USAGE_ENTRIES);
        entryCount += entries.length;
        for (const entry of entries) {
          expect(entry).toEqual(
            expect.objectContaining({ brand: expect.any(String), start_date: expect.any(String) }),
          );
        }
      }
      // Each sample patient has a usage history, so the shape above was checked.
      expect(entryCount).toBeGreaterThan(0);
      const labs = (information.lab_details as { lab_results: Record<string, unknown> })
        .lab_results;
      expect(Object.keys(labs).sort()).toEqual([...LAB_TESTS].sort());
      for (const test of LAB_TESTS) {
        const kind = LIST_LAB_TESTS.includes(test) ? expect.any(Array) : expect.any(String);
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

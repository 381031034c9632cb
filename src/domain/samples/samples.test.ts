import { describe, expect, it } from 'vitest';
import { fieldsByKey, labTests } from '../intake/catalog';
import { optionLabel } from '../intake/model/format';
import { recommendationReport, sampleByIntakeId, samplePatients } from '.';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const byName = samplePatients.map((sample) => [sample.information.name, sample] as const);

describe('the sample patients', () => {
  it('are five, each with her own v4 uuid, email and name', () => {
    expect(samplePatients).toHaveLength(5);
    for (const key of ['uuid', 'email'] as const) {
      expect(new Set(samplePatients.map((sample) => sample[key])).size).toBe(5);
    }
    expect(new Set(samplePatients.map((sample) => sample.information.name)).size).toBe(5);
    for (const { uuid, email } of samplePatients) {
      expect(uuid).toMatch(UUID_V4);
      // Clearly fictional: a reserved example domain.
      expect(email).toMatch(/@example\.com$/);
    }
  });

  it.each(byName)('%s has labs for every panel and a complete laboratory header', (_, sample) => {
    expect(Object.keys(sample.information.lab_details.lab_results).sort()).toEqual(
      [...labTests].sort(),
    );
    const { collected, entered, reported, ...rest } = sample.labHeader;
    for (const time of [collected, entered, reported]) expect(time).toMatch(WALL_CLOCK);
    expect(collected < entered && entered < reported).toBe(true);
    for (const value of Object.values(rest)) expect(value.trim()).not.toBe('');
  });

  it.each(byName)(
    '%s has a report of three ranked options with reasons and three reference links',
    (_, { report }) => {
      expect(report.location).not.toBe('');
      expect(report.goals.length).toBeGreaterThan(0);
      expect(report.medical_recommendations).toHaveLength(3);
      for (const { m, s } of report.medical_recommendations) {
        expect(m).not.toBe('');
        expect(s).not.toBe('');
      }
      expect(new Set(report.medical_recommendations.map(({ m }) => m)).size).toBe(3);
      expect(report.side_effects.length).toBeGreaterThan(0);
      expect(report.lifestyle_changes.length).toBeGreaterThan(0);
      expect(report.final_remarks).not.toBe('');
      expect(report.references).toHaveLength(3);
      for (const reference of report.references) {
        expect(new URL(reference).protocol).toBe('https:');
      }
    },
  );

  it('mention the figures the spec quotes from the sample text', () => {
    const text = JSON.stringify(samplePatients.map((sample) => sample.report));
    expect(text).toContain('1000 mg/day');
    expect(text).toContain('2.686');
    expect(text).toContain('8 years');
  });
});

describe('sampleByIntakeId', () => {
  it('finds a sample patient by her unique id, and nothing for any other id', () => {
    for (const sample of samplePatients) expect(sampleByIntakeId(sample.uuid)).toBe(sample);
    expect(sampleByIntakeId('')).toBeUndefined();
    expect(sampleByIntakeId('7cdac045')).toBeUndefined();
  });
});

describe('recommendationReport', () => {
  it('takes the name and gender from the intake and the age on the day the report is made', () => {
    const maya = samplePatients[0]!;
    expect(maya.information.date_of_birth).toBe('2002-03-14');
    const before = recommendationReport(maya, new Date('2026-03-13T12:00:00Z'));
    expect(before).toEqual({ ...maya.report, name: 'Maya Thompson', age: 23, gender: 'Female' });
    expect(recommendationReport(maya, new Date('2026-03-14T12:00:00Z')).age).toBe(24);
  });

  it.each(byName)('%s: the gender reads as the intake form labels it', (_, sample) => {
    const { gender } = recommendationReport(sample, new Date());
    expect(gender).toBe(optionLabel(fieldsByKey.get('gender')!, sample.information.gender));
  });
});

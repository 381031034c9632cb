import { describe, expect, it } from 'vitest';
import { toFormValues } from '../../../domain/intake/model/to-form-values';
import { samplePatients } from '../../../domain/samples';
import { sections } from '../../../domain/intake/catalog';
import { EMAIL_KEY } from '../../../domain/intake/model';
import { askedQuestions, questionById } from './chat-flow';
import {
  CHAT_SECTIONS,
  pointsOf,
  PROMISED_MINUTES,
  TYPICAL_POINTS,
  TYPICAL_SECONDS,
} from './chat-time';

/** Each sample patient's points by section: what she would be asked in the chat. */
const samplePoints = samplePatients.map(({ information }) => {
  const points = Object.fromEntries(CHAT_SECTIONS.map((section) => [section, 0]));
  for (const question of askedQuestions(toFormValues(information))) {
    points[question.section]! += pointsOf(question);
  }
  return points;
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

describe('how long the chat takes', () => {
  it('goes through the catalog’s sections a patient is asked, in order', () => {
    expect(CHAT_SECTIONS).toEqual(sections.map(({ id }) => id).filter((id) => id !== 'labs'));
  });

  it('takes each section’s typical points from the sample patients', () => {
    const measured = Object.fromEntries(
      CHAT_SECTIONS.map((section) => [section, median(samplePoints.map((p) => p[section]!))]),
    );
    expect(TYPICAL_POINTS).toEqual(measured);
  });

  it('takes a typical patient some 14 minutes, promised as about 15', () => {
    // The figures docs/patient-wording.md gives ("How long the chat takes").
    expect(Object.values(TYPICAL_POINTS).reduce((sum, points) => sum + points)).toBe(79);
    expect((TYPICAL_SECONDS / 60).toFixed(1)).toBe('13.9');
    expect(PROMISED_MINUTES).toBe(15);
  });

  it('counts a tap as one point and typing as two', () => {
    const points = (id: string) => pointsOf(questionById(id)!);
    expect(points('lifestyle_smoking')).toBe(1);
    expect(points('previous_birth_control_methods')).toBe(1);
    expect(points('name')).toBe(2);
    expect(points(EMAIL_KEY)).toBe(2);
    expect(points('date_of_birth')).toBe(2);
    expect(points('current_medications')).toBe(2);
  });
});

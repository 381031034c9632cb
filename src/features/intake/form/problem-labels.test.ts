import { describe, expect, it } from 'vitest';
import { EMAIL_KEY, usageKey } from '../../../domain/intake/model';
import { problemLabel } from './problem-labels';

describe('a problem’s name in the summary of a refused save', () => {
  it('is the field’s label', () => {
    expect(problemLabel('height')).toBe('Height');
    expect(problemLabel(EMAIL_KEY)).toBe('Email');
  });

  it('names the part of a field made of several controls, and the entry of a usage history', () => {
    expect(problemLabel('recent_blood_pressure:systolic')).toBe('Recent blood pressure, Systolic');
    expect(problemLabel('lab_details:lab_results:dhea:flags')).toBe('DHEA, Flags');
    // A panel of several values: each value's box, by the value's name.
    expect(problemLabel('lab_details:lab_results:cbc:results:1')).toBe(
      'Complete blood count (CBC), RBC',
    );
    expect(problemLabel('lab_details:lab_results:cbc:flags:4')).toBe(
      'Complete blood count (CBC), Platelets flag',
    );
    expect(problemLabel(usageKey('pill_usage_information', 1, 'start_date'))).toBe(
      'Pill history, entry 2, Start date',
    );
  });
});

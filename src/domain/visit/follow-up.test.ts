import { describe, expect, it } from 'vitest';
import { isoDay, suggestedNextVisit } from './follow-up';

describe('the next visit a prescription suggests (U.S. SPR 2024, follow-up)', () => {
  const today = new Date(2026, 10, 24);

  it('brings the injection back after 13 weeks, whatever the supply', () => {
    expect(suggestedNextVisit('dmpa', 12, today)).toBe('2027-02-23');
  });

  it('renews any other method when its supply runs out', () => {
    expect(suggestedNextVisit('chc', 12, today)).toBe('2027-11-24');
    expect(suggestedNextVisit('pop', 3, today)).toBe('2027-02-24');
  });

  it("keeps to a shorter month's last day", () => {
    expect(suggestedNextVisit('chc', 1, new Date(2027, 0, 31))).toBe('2027-02-28');
  });

  it('writes a day as a date field holds it', () => {
    expect(isoDay(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});

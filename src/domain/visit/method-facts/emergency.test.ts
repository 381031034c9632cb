import { describe, expect, it } from 'vitest';
import {
  emergencySuggested,
  periodCheckAdvised,
  ulipristalWaitDays,
  type EmergencyScreen,
} from './emergency';

/** U.S. SPR 2024, "Emergency Contraception", read off by hand. */
describe('emergency contraception at the visit', () => {
  it('is suggested after sex without a condom in the last 5 days with no emergency pill', () => {
    expect(emergencySuggested({ unprotectedSex: true, pill: 'none' })).toBe(true);
    expect(emergencySuggested({ unprotectedSex: true })).toBe(true);
    expect(emergencySuggested({ unprotectedSex: true, pill: 'levonorgestrel' })).toBe(false);
    expect(emergencySuggested({ unprotectedSex: false })).toBe(false);
    // Not answered is not "yes": nothing is suggested, nor ruled out, on no answer.
    expect(emergencySuggested({})).toBe(false);
  });

  it('holds a hormonal method 5 days after ulipristal', () => {
    const wait = (screen: EmergencyScreen) => ulipristalWaitDays(screen);
    expect(wait({ pill: 'ulipristal', pillDaysAgo: 0 })).toBe(5);
    expect(wait({ pill: 'ulipristal', pillDaysAgo: 2 })).toBe(3);
    expect(wait({ pill: 'ulipristal', pillDaysAgo: 5 })).toBe(0);
    expect(wait({ pill: 'ulipristal' })).toBe(5);
    expect(wait({ pill: 'levonorgestrel', pillDaysAgo: 0 })).toBe(0);
  });

  it('advises a pregnancy test when no period comes in 3 weeks, after a pill or one suggested', () => {
    expect(periodCheckAdvised({ pill: 'levonorgestrel' })).toBe(true);
    expect(periodCheckAdvised({ pill: 'ulipristal' })).toBe(true);
    expect(periodCheckAdvised({ unprotectedSex: true, pill: 'none' })).toBe(true);
    expect(periodCheckAdvised({ unprotectedSex: false, pill: 'none' })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { intake } from '../../../tests/safety-records';
import { safetyCheck } from './safety-check';

const TODAY = new Date(2026, 10, 27);
const withMigraine = (value: string) =>
  safetyCheck(intake({ neurologic_conditions: [value] }), TODAY);

/**
 * U.S. MEC 2024: migraine without aura, CHC 2; with aura, CHC 4 (every other method 1). An aura
 * she does not know takes the stricter row, and the reason says so.
 */
describe('a migraine whose aura is not known', () => {
  it('is combined methods at category 4, the row with aura, and says why', () => {
    const check = withMigraine('migraine_aura_not_known');
    expect(check.chc.category).toBe(4);
    expect(JSON.stringify(check.chc.reasons)).toContain(
      'She does not know whether her migraines have an aura, so the row with aura is taken.',
    );
    for (const method of ['cu_iud', 'lng_iud', 'implant', 'dmpa', 'pop'] as const) {
      expect(check[method].category).toBe(1);
    }
  });

  it('leaves the aura known as the chart has it', () => {
    expect(withMigraine('migranes_with_aura').chc.category).toBe(4);
    expect(withMigraine('migranes_without_aura').chc.category).toBe(2);
  });
});

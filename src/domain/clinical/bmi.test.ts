import { describe, expect, it } from 'vitest';
import { bodyMassIndex } from './bmi';

describe('bodyMassIndex', () => {
  it('is weight / height² × 703 for pounds and inches, numbers or numeric text', () => {
    expect(bodyMassIndex(150, 65)).toBeCloseTo(24.96, 2);
    expect(bodyMassIndex('150', '65')).toBeCloseTo(24.96, 2);
  });

  it('is null when either is missing or not positive', () => {
    expect(bodyMassIndex(150, undefined)).toBeNull();
    expect(bodyMassIndex('', 65)).toBeNull();
    expect(bodyMassIndex(0, 65)).toBeNull();
  });
});

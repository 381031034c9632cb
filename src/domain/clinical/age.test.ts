import { describe, expect, it } from 'vitest';
import { ageOn } from './age';

const TODAY = new Date('2026-11-22T12:00:00Z');

describe('ageOn', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('1990-11-22', TODAY)).toBe(36);
    expect(ageOn('1990-11-23', TODAY)).toBe(35);
    expect(ageOn('1990-12-01', TODAY)).toBe(35);
  });

  it('is undefined for a missing or malformed date', () => {
    expect(ageOn(undefined, TODAY)).toBeUndefined();
    expect(ageOn('22/11/1990', TODAY)).toBeUndefined();
    expect(ageOn(19901122, TODAY)).toBeUndefined();
  });
});

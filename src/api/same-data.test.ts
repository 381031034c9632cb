import { describe, expect, it } from 'vitest';
import { sameData } from './same-data';

describe('whether two bodies hold the same data', () => {
  it('ignores the order of an object’s keys, at any depth', () => {
    expect(sameData({ a: 1, b: { c: [1, 2], d: null } }, { b: { d: null, c: [1, 2] }, a: 1 })).toBe(
      true,
    );
  });

  it('tells a changed, an added or a missing value, and an array from an object', () => {
    expect(sameData({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(sameData([1, 2], [1, 2, 3])).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
    expect(sameData(null, {})).toBe(false);
    expect(sameData('1', 1)).toBe(false);
  });
});

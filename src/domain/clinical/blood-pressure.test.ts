import { describe, expect, it } from 'vitest';
import { readBloodPressure } from './blood-pressure';

describe('a blood-pressure reading', () => {
  it.each([
    [{ systolic: 150, diastolic: 95 }, 150, 95],
    [{ systolic: '150', diastolic: '95' }, 150, 95],
    ['150/95', 150, 95],
    ['150 / 95 mmHg', 150, 95],
    ['150/95 mm Hg', 150, 95],
    [' 107/70 ', 107, 70],
  ])('reads %j as %i/%i', (value, systolic, diastolic) => {
    expect(readBloodPressure(value)).toEqual({ systolic, diastolic });
  });

  it.each([
    ['abc'],
    [''],
    ['150'],
    ['150/95/80'],
    ['150-95'],
    [{ systolic: 150 }],
    [{ systolic: 150, diastolic: null }],
    [{ systolic: '', diastolic: '' }],
    [{ systolic: 0, diastolic: 0 }],
    [{ systolic: -140, diastolic: 90 }],
    [null],
    [undefined],
    [[150, 95]],
    [150],
  ])('finds no reading in %j', (value) => {
    expect(readBloodPressure(value)).toBeUndefined();
  });
});

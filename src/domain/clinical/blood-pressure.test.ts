import { describe, expect, it } from 'vitest';
import { pressureBand, readBloodPressure } from './blood-pressure';

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

describe('pressureBand (the U.S. MEC rows: 140-159 or 90-99; 160 or 100 and up)', () => {
  it.each([
    [139, 89, 'below'],
    [140, 70, 'elevated'],
    [120, 90, 'elevated'],
    [159, 99, 'elevated'],
    [160, 80, 'severe'],
    [120, 100, 'severe'],
  ] as const)('%i/%i is %s', (systolic, diastolic, band) => {
    expect(pressureBand({ systolic, diastolic })).toBe(band);
  });
});

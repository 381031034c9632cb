import { describe, expect, it } from 'vitest';
import { fieldsByKey } from '../../../domain/intake/catalog';
import { emptyPatientInformation, toPatientInformation } from '../../../domain/intake/model';
import { defaultUnit, entryKey, unitOf, withMeasureEntry } from './measure-entry';

const height = fieldsByKey.get('height')!;
const weight = fieldsByKey.get('weight')!;

describe('a height or weight as the patient gives it', () => {
  it('stores centimetres as whole inches, and keeps what she typed', () => {
    const values = withMeasureEntry({}, height, 'height', 'cm', { box: 'cm', text: '160' });
    expect(values).toEqual({
      [entryKey('height', 'unit')]: 'cm',
      [entryKey('height', 'cm')]: '160',
      height: '63',
    });
  });

  it('stores feet and inches as inches, an empty inches box as 0', () => {
    let values = withMeasureEntry({}, height, 'height', 'ft_in', { box: 'feet', text: '5' });
    expect(values.height).toBe('60');
    values = withMeasureEntry(values, height, 'height', 'ft_in', { box: 'inches', text: '4' });
    expect(values.height).toBe('64');
  });

  it('stores kilograms, a decimal comma too, as whole pounds', () => {
    const values = withMeasureEntry({}, weight, 'weight', 'kg', { box: 'kg', text: '58,5' });
    expect(values.weight).toBe('129');
    expect(withMeasureEntry({}, weight, 'weight', 'lb', { box: 'lb', text: '130' }).weight).toBe(
      '130',
    );
  });

  it('stores nothing while the answer is implausible or not a number', () => {
    // 160 in the inches box is not 160 inches.
    expect(
      withMeasureEntry({}, height, 'height', 'ft_in', { box: 'inches', text: '160' }).height,
    ).toBe('');
    expect(withMeasureEntry({}, height, 'height', 'cm', { box: 'cm', text: '1.60' }).height).toBe(
      '',
    );
    expect(withMeasureEntry({}, weight, 'weight', 'kg', { box: 'kg', text: 'abc' }).weight).toBe(
      '',
    );
  });

  it('recomputes the stored value when she switches unit, each unit keeping its boxes', () => {
    let values = withMeasureEntry({}, height, 'height', 'cm', { box: 'cm', text: '170' });
    values = withMeasureEntry(values, height, 'height', 'ft_in', { box: 'feet', text: '5' });
    expect(values.height).toBe('60');
    values = withMeasureEntry(values, height, 'height', 'cm');
    expect(values.height).toBe('67');
    expect(unitOf(height, 'height', values, 'en')).toBe('cm');
  });

  it('offers metric first in Spanish, feet and inches and pounds in English', () => {
    expect(defaultUnit('height', 'es')).toBe('cm');
    expect(defaultUnit('weight', 'es')).toBe('kg');
    expect(defaultUnit('height', 'en')).toBe('ft_in');
    expect(defaultUnit('weight', 'en')).toBe('lb');
    expect(unitOf(height, 'height', {}, 'es')).toBe('cm');
  });

  it('sends only the stored value, never the answer as typed', () => {
    const values = withMeasureEntry({}, height, 'height', 'cm', { box: 'cm', text: '160' });
    const information = toPatientInformation(values, emptyPatientInformation(), undefined, [
      height,
    ]);
    expect(information.height).toBe(63);
    expect(JSON.stringify(information)).not.toContain('entry:');
  });
});

import { describe, expect, it } from 'vitest';
import type { PharmacySettings } from '../record';
import {
  licenceStateName,
  pharmacistName,
  pharmacyDetailErrors,
  pharmacyDetailsMissing,
} from './details';
import { isNpi } from './npi';
import { noPharmacySettings } from './no-settings';

const MAIN_STREET: PharmacySettings = {
  ...noPharmacySettings,
  pharmacy: 'Main Street Pharmacy',
  phone: '503-555-0100',
  pharmacistGivenName: 'Sam',
  pharmacistFamilyName: 'Lee',
  licence: 'RPH-0012345',
  licenceState: 'OR',
};

describe("the pharmacy's details", () => {
  it('need the pharmacy, its phone, both parts of the name, the licence and its state', () => {
    expect(pharmacyDetailsMissing(MAIN_STREET)).toEqual([]);
    expect(pharmacyDetailsMissing({ ...noPharmacySettings, phone: '  ' })).toEqual([
      'the pharmacy',
      "the pharmacy's phone",
      "the pharmacist's given name",
      "the pharmacist's family name",
      'the licence number',
      'the state of the licence',
    ]);
    expect(pharmacyDetailsMissing({ ...MAIN_STREET, licenceState: 'Oregon' })).toEqual([
      'the state of the licence',
    ]);
  });

  it.each([
    ['1234567893', undefined],
    [' 1234567893 ', undefined],
    ['', undefined],
    ['12345', 'An NPI is 10 digits.'],
    ['123456789X', 'An NPI is 10 digits.'],
    ['1234567890', "This NPI's check digit does not match: check it in the NPPES NPI Registry."],
  ])('take the NPI %j with %j', (npi, error) => {
    expect(pharmacyDetailErrors({ ...MAIN_STREET, pharmacistNpi: npi }).pharmacistNpi).toBe(error);
    expect(pharmacyDetailErrors({ ...MAIN_STREET, pharmacyNpi: npi }).pharmacyNpi).toBe(error);
    expect(pharmacyDetailsMissing({ ...MAIN_STREET, pharmacyNpi: npi })).toEqual(
      error ? ['a correct NPI for the pharmacy, or none'] : [],
    );
  });

  it('name the pharmacist given names first, and the state by its name', () => {
    expect(pharmacistName({ ...MAIN_STREET, pharmacistGivenName: ' Sam J. ' })).toBe('Sam J. Lee');
    expect(pharmacistName({ ...MAIN_STREET, pharmacistGivenName: '' })).toBe('Lee');
    expect(licenceStateName(MAIN_STREET)).toBe('Oregon');
    expect(licenceStateName({ ...MAIN_STREET, licenceState: '' })).toBeUndefined();
  });
});

describe('the NPI check digit (CMS, Luhn with the prefix 80840)', () => {
  it.each<[string, boolean]>([
    // CMS's worked example, and every other last digit refused.
    ['1234567893', true],
    ...[0, 1, 2, 4, 5, 6, 7, 8, 9].map((digit): [string, boolean] => [`123456789${digit}`, false]),
    ['123456789', false],
    ['12345678931', false],
  ])('%s is an NPI: %s', (npi, valid) => {
    expect(isNpi(npi)).toBe(valid);
  });
});

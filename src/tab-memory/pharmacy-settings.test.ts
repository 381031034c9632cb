import { noPharmacySettings } from '../domain/visit/pharmacy/no-settings';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PharmacySettings } from '../domain/visit/record';
import {
  forgetPharmacySettings,
  forgetPharmacySettingsOf,
  keepPharmacySettings,
  pharmacySettings,
  pharmacySettingsKey,
} from './pharmacy-settings';

const MAIN_STREET: PharmacySettings = {
  pharmacy: 'Main Street Pharmacy',
  address: '12 Main Street, Salem, OR 97301',
  phone: '503-555-0100',
  pharmacistGivenName: 'Sam',
  pharmacistFamilyName: 'Lee',
  licence: 'RPH-0012345',
  licenceState: 'OR',
  pharmacistNpi: '1234567893',
  pharmacyNpi: '',
  scope: ['pill', 'patch', 'ring'],
};

const entryOf = (userId: string) => localStorage.getItem(pharmacySettingsKey(userId));

afterEach(() => {
  vi.restoreAllMocks();
  forgetPharmacySettings();
});

describe("the pharmacy's details kept on this device", () => {
  it('are kept for the user who typed them, in localStorage under a key naming that user', () => {
    keepPharmacySettings('user_ana', MAIN_STREET);

    expect(pharmacySettings('user_ana')).toEqual(MAIN_STREET);
    expect(JSON.parse(entryOf('user_ana')!)).toEqual({ version: 2, ...MAIN_STREET });
    expect(localStorage).toHaveLength(1);
  });

  it('are never another user’s, nor anyone’s when nobody is signed in', () => {
    keepPharmacySettings('user_ana', MAIN_STREET);

    expect(pharmacySettings('user_ben')).toEqual(noPharmacySettings);
    expect(pharmacySettings(null)).toEqual(noPharmacySettings);
    keepPharmacySettings(null, MAIN_STREET);
    expect(localStorage).toHaveLength(1);
  });

  it('hold those settings only, whatever else the object handed in carries', () => {
    const carrying = { ...MAIN_STREET, patient: 'Maya Thompson', email: 'maya@example.com' };
    keepPharmacySettings('user_ana', carrying);

    expect(entryOf('user_ana')).not.toContain('Maya');
    expect(entryOf('user_ana')).not.toContain('maya@example.com');
    expect(Object.keys(JSON.parse(entryOf('user_ana')!) as object).sort()).toEqual(
      [
        'address',
        'licence',
        'licenceState',
        'pharmacistFamilyName',
        'pharmacistGivenName',
        'pharmacistNpi',
        'pharmacy',
        'pharmacyNpi',
        'phone',
        'scope',
        'version',
      ].sort(),
    );
  });

  it('are forgotten on this device by "Forget", for that user only', () => {
    keepPharmacySettings('user_ana', MAIN_STREET);
    keepPharmacySettings('user_ben', {
      ...MAIN_STREET,
      pharmacistGivenName: 'Ben',
      pharmacistFamilyName: 'Cruz',
    });

    forgetPharmacySettingsOf('user_ana');

    expect(pharmacySettings('user_ana')).toEqual(noPharmacySettings);
    expect(entryOf('user_ana')).toBeNull();
    expect(pharmacySettings('user_ben').pharmacistFamilyName).toBe('Cruz');
  });

  it.each([
    ['not JSON', '{"pharmacy": "Main'],
    ['JSON of another kind', '"Main Street Pharmacy"'],
    ['null', 'null'],
    ['an older shape, with no version', JSON.stringify(MAIN_STREET)],
    ['another version', JSON.stringify({ ...MAIN_STREET, version: 3 })],
    [
      'a field of the wrong type',
      JSON.stringify({ ...MAIN_STREET, version: 2, phone: 5035550100 }),
    ],
    ['a form no pharmacy starts', JSON.stringify({ ...MAIN_STREET, version: 2, scope: ['iud'] })],
    [
      'of the first version without its name',
      JSON.stringify({ version: 1, pharmacy: 'Main Street Pharmacy', scope: ['pill'] }),
    ],
  ])('ignore an entry that is %s', (_, text) => {
    localStorage.setItem(pharmacySettingsKey('user_ana'), text);

    expect(pharmacySettings('user_ana')).toEqual(noPharmacySettings);
  });

  it('read back the settings only, not what else a stored entry holds', () => {
    localStorage.setItem(
      pharmacySettingsKey('user_ana'),
      JSON.stringify({ version: 2, ...MAIN_STREET, extra: 'anything' }),
    );

    expect(pharmacySettings('user_ana')).toEqual(MAIN_STREET);
  });

  it('read an entry of the first version, its one name shown split at its last space', () => {
    localStorage.setItem(
      pharmacySettingsKey('user_ana'),
      JSON.stringify({
        version: 1,
        pharmacy: 'Main Street Pharmacy',
        address: '12 Main Street, Salem, OR 97301',
        phone: '503-555-0100',
        pharmacist: 'Mary Ann  de la Cruz ',
        licence: 'RPH-0012345',
        scope: ['pill', 'patch', 'ring'],
      }),
    );

    expect(pharmacySettings('user_ana')).toEqual({
      ...MAIN_STREET,
      pharmacistGivenName: 'Mary Ann  de la',
      pharmacistFamilyName: 'Cruz',
      licenceState: '',
      pharmacistNpi: '',
    });
  });

  it('are kept in the tab’s memory where the browser refuses to store them', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });

    keepPharmacySettings('user_ana', MAIN_STREET);
    expect(pharmacySettings('user_ana')).toEqual(MAIN_STREET);
    expect(pharmacySettings('user_ben')).toEqual(noPharmacySettings);
    forgetPharmacySettingsOf('user_ana');
    expect(pharmacySettings('user_ana')).toEqual(noPharmacySettings);
  });

  it('work where web storage itself cannot be reached', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });

    expect(pharmacySettings('user_ana')).toEqual(noPharmacySettings);
    keepPharmacySettings('user_ana', MAIN_STREET);
    expect(pharmacySettings('user_ana')).toEqual(MAIN_STREET);
    forgetPharmacySettings();
    expect(pharmacySettings('user_ana')).toEqual(noPharmacySettings);
  });
});

/**
 * The pharmacy and pharmacist a provider typed for the visit's documents (name, address, phone,
 * the pharmacist's name, licence and its state, the NPIs, and the forms the pharmacy may start),
 * kept on this device
 * for that user, so they are typed once (docs/adr/0011-pharmacy-details-kept-on-the-device.md).
 * They are not patient data, and the spec has no call that stores them.
 *
 * They live in localStorage under a key that names the user (their sign-in id), and the entry
 * holds these settings only: the fields are copied one by one, never the object as handed in.
 * Signing out leaves them, for the same user's next visit; another user's key is never read.
 * What is read is checked: an entry of the first version is read into this shape, a malformed one
 * is ignored. Where
 * web storage is blocked, they are kept in this tab's memory instead.
 */
import { PHARMACY_FORMS, type PharmacyForm } from '../domain/visit/method-facts/product-kinds';
import { noPharmacySettings } from '../domain/visit/pharmacy/no-settings';
import type { PharmacySettings } from '../domain/visit/record';

const KEY_PREFIX = 'contrarx.pharmacyDetails.';
/** The entry's shape; one of an unknown version is ignored. */
const VERSION = 2;

const TEXTS = [
  'pharmacy',
  'address',
  'phone',
  'pharmacistGivenName',
  'pharmacistFamilyName',
  'licence',
  'licenceState',
  'pharmacistNpi',
  'pharmacyNpi',
] as const satisfies readonly Exclude<keyof PharmacySettings, 'scope'>[];

/** Version 1 held the pharmacist's name in one text, and no state or NPI. */
const TEXTS_1 = ['pharmacy', 'address', 'phone', 'pharmacist', 'licence'] as const;

type Entry = Record<string, unknown>;

const hasTexts = (entry: Entry, keys: readonly string[]) =>
  keys.every((key) => typeof entry[key] === 'string');

const isScope = (scope: unknown): scope is PharmacyForm[] =>
  Array.isArray(scope) &&
  scope.every((form) => (PHARMACY_FORMS as readonly unknown[]).includes(form));

/**
 * The settings an entry holds, copied field by field; none for an entry of another shape.
 * Checked by hand, not with the API's schema library: this module is on the first screen, which
 * that library would weigh on (docs/architecture.md, "Budgets"). A version 1 entry keeps what it
 * held: the name is shown split at its last space, in the two boxes that now hold it, for the
 * pharmacist to see and mend.
 */
function settingsOf(value: unknown): PharmacySettings | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entry = value as Entry;
  if (!isScope(entry.scope)) return undefined;
  const scope = [...entry.scope];
  if (entry.version === VERSION && hasTexts(entry, TEXTS)) {
    const texts = Object.fromEntries(TEXTS.map((key) => [key, entry[key] as string]));
    return { ...(texts as Record<(typeof TEXTS)[number], string>), scope };
  }
  if (entry.version === 1 && hasTexts(entry, TEXTS_1)) {
    const text = (key: (typeof TEXTS_1)[number]) => entry[key] as string;
    const name = text('pharmacist').trim();
    const split = name.lastIndexOf(' ');
    return {
      ...noPharmacySettings,
      pharmacy: text('pharmacy'),
      address: text('address'),
      phone: text('phone'),
      pharmacistGivenName: split > 0 ? name.slice(0, split).trim() : '',
      pharmacistFamilyName: split > 0 ? name.slice(split + 1) : name,
      licence: text('licence'),
      scope,
    };
  }
  return undefined;
}

/** Kept in the tab's memory where the browser refused to store them. */
const inMemory = new Map<string, PharmacySettings>();

/** The localStorage key of `userId`'s details. */
export const pharmacySettingsKey = (userId: string) => `${KEY_PREFIX}${userId}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function stored(userId: string): PharmacySettings | undefined {
  let text: string | null | undefined;
  try {
    text = storage()?.getItem(pharmacySettingsKey(userId));
  } catch {
    return undefined;
  }
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return settingsOf(value);
}

/** The details `userId` kept on this device; none for no user, or none kept. */
export function pharmacySettings(userId: string | null): PharmacySettings {
  if (userId === null) return noPharmacySettings;
  return inMemory.get(userId) ?? stored(userId) ?? noPharmacySettings;
}

export function keepPharmacySettings(userId: string | null, typed: PharmacySettings): void {
  if (userId === null) return;
  // Copied field by field: the entry holds the settings and nothing else handed in.
  const settings = settingsOf({ ...typed, version: VERSION })!;
  const entry = { version: VERSION, ...settings };
  try {
    const store = storage();
    if (!store) throw new Error('No web storage');
    store.setItem(pharmacySettingsKey(userId), JSON.stringify(entry));
    inMemory.delete(userId);
  } catch {
    // Blocked or full: kept for this tab instead.
    inMemory.set(userId, settings);
  }
}

/** "Forget these details on this device": `userId`'s, from storage and from the tab. */
export function forgetPharmacySettingsOf(userId: string | null): void {
  if (userId === null) return;
  inMemory.delete(userId);
  try {
    storage()?.removeItem(pharmacySettingsKey(userId));
  } catch {
    // Nothing could have been stored.
  }
}

/** Every user's details on this device: a fresh device, as each test starts on. */
export function forgetPharmacySettings(): void {
  inMemory.clear();
  const store = storage();
  try {
    const keys = Array.from({ length: store?.length ?? 0 }, (_, index) => store!.key(index));
    for (const key of keys) if (key?.startsWith(KEY_PREFIX)) store!.removeItem(key);
  } catch {
    // Nothing could have been stored.
  }
}

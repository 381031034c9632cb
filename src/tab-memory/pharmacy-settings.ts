/**
 * The pharmacy and pharmacist a provider typed for the visit's documents (name, address, phone,
 * the pharmacist's name and licence, and the forms the pharmacy may start), kept on this device
 * for that user, so they are typed once (docs/adr/0011-pharmacy-details-kept-on-the-device.md).
 * They are not patient data, and the spec has no call that stores them.
 *
 * They live in localStorage under a key that names the user (their sign-in id), and the entry
 * holds these settings only: the fields are copied one by one, never the object as handed in.
 * Signing out leaves them, for the same user's next visit; another user's key is never read.
 * What is read is checked, so an entry of an older shape or a malformed one is ignored. Where
 * web storage is blocked, they are kept in this tab's memory instead.
 */
import { PHARMACY_FORMS, type PharmacyForm } from '../domain/visit/method-facts/product-kinds';
import type { PharmacySettings } from '../domain/visit/record';

const KEY_PREFIX = 'contrarx.pharmacyDetails.';
/** The entry's shape; one of another version is ignored. */
const VERSION = 1;

const TEXTS = ['pharmacy', 'address', 'phone', 'pharmacist', 'licence'] as const;

/**
 * Whether `value` is an entry of this version: its texts, and its forms among those a pharmacy
 * may start. Checked by hand, not with the API's schema library: this module is on the first
 * screen, which that library would weigh on (docs/architecture.md, "Budgets").
 */
function isEntry(
  value: unknown,
): value is PharmacySettings & { version: typeof VERSION; scope: PharmacyForm[] } {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    entry.version === VERSION &&
    TEXTS.every((key) => typeof entry[key] === 'string') &&
    Array.isArray(entry.scope) &&
    entry.scope.every((form) => (PHARMACY_FORMS as readonly unknown[]).includes(form))
  );
}

export const noPharmacySettings: PharmacySettings = {
  pharmacy: '',
  address: '',
  phone: '',
  pharmacist: '',
  licence: '',
  scope: PHARMACY_FORMS,
};

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
  if (!isEntry(value)) return undefined;
  const { pharmacy, address, phone, pharmacist, licence, scope } = value;
  return { pharmacy, address, phone, pharmacist, licence, scope };
}

/** The details `userId` kept on this device; none for no user, or none kept. */
export function pharmacySettings(userId: string | null): PharmacySettings {
  if (userId === null) return noPharmacySettings;
  return inMemory.get(userId) ?? stored(userId) ?? noPharmacySettings;
}

export function keepPharmacySettings(userId: string | null, typed: PharmacySettings): void {
  if (userId === null) return;
  const { pharmacy, address, phone, pharmacist, licence, scope } = typed;
  const entry = { version: VERSION, pharmacy, address, phone, pharmacist, licence, scope };
  try {
    const store = storage();
    if (!store) throw new Error('No web storage');
    store.setItem(pharmacySettingsKey(userId), JSON.stringify(entry));
    inMemory.delete(userId);
  } catch {
    // Blocked or full: kept for this tab instead.
    inMemory.set(userId, { pharmacy, address, phone, pharmacist, licence, scope });
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

/**
 * The pharmacy and pharmacist a provider typed for the visit's documents (name, address, phone,
 * licence), kept for the next visit in this tab. The spec has no call that stores them
 * (docs/architecture.md, "The pharmacist visit"), so they live in this module's memory only, never
 * web storage, filed under the user who typed them and forgotten with the tab.
 */
import { PHARMACY_FORMS } from '../domain/visit/method-facts/product-kinds';
import type { PharmacySettings } from '../domain/visit/record';

const settings = new Map<string, PharmacySettings>();

export const noPharmacySettings: PharmacySettings = {
  pharmacy: '',
  address: '',
  phone: '',
  pharmacist: '',
  licence: '',
  scope: PHARMACY_FORMS,
};

export function pharmacySettings(userId: string | null): PharmacySettings {
  return (userId !== null && settings.get(userId)) || noPharmacySettings;
}

export function keepPharmacySettings(userId: string | null, typed: PharmacySettings): void {
  if (userId !== null) settings.set(userId, typed);
}

export function forgetPharmacySettings(): void {
  settings.clear();
}

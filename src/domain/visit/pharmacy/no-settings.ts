/**
 * The pharmacy's details before any are typed. Its own module: the kept details are read on the
 * first screen (tab-memory/pharmacy-settings.ts), which the checks in details.ts would weigh on
 * (docs/architecture.md, "Budgets").
 */
import { PHARMACY_FORMS } from '../method-facts/product-kinds';
import type { PharmacySettings } from '../record';

/** No details yet: a provider's first visit on a device, or after "Forget". */
export const noPharmacySettings: PharmacySettings = {
  pharmacy: '',
  address: '',
  phone: '',
  pharmacistGivenName: '',
  pharmacistFamilyName: '',
  licence: '',
  licenceState: '',
  pharmacistNpi: '',
  pharmacyNpi: '',
  scope: PHARMACY_FORMS,
};

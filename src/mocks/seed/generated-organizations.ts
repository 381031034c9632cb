/**
 * Filler organizations for the admin home's benchmark (scripts/bench/admin-home.ts,
 * `MOCK_ORGANIZATIONS` in scripts/mock-api.ts) and tests: each one's name and providers follow
 * from its number alone, so every run serves the same ones.
 */
import type { MockDb } from '../db';

const PLACES = (
  'Ashford Brookside Cedarwood Dunmore Eastgate Fairview Glenmont Harborview Ironbridge ' +
  'Juniper Kingsley Lakeview Maplewood'
).split(' ');
const KINDS = [
  'Community Pharmacy',
  'Family Clinic',
  'Women’s Health Center',
  'Health Pharmacy',
  'Medical Group',
];

/** The n-th organization (n from 3: the seed has two): its name, key and one to four providers. */
export function generatedOrganization(n: number) {
  const key = `generated-${n}`;
  return {
    name: `${PLACES[n % PLACES.length]} ${KINDS[n % KINDS.length]} ${n}`,
    unique_key: key,
    providers: Array.from({ length: 1 + (n % 4) }, (_, index) => ({
      email: `provider${index + 1}@${key}.example`,
      clerk_id: `user_${key}_${index + 1}`,
    })),
  };
}

/** Adds generated organizations, with their providers, until the database holds `count`. */
export function padOrganizations(db: MockDb, count: number): void {
  for (let n = db.listOrganizations().length + 1; n <= count; n += 1) {
    const { providers, ...organization } = generatedOrganization(n);
    const created = db.createOrganization(organization);
    if (!created.ok)
      throw new Error(`Organization ${n} was refused: ${JSON.stringify(created.errors)}`);
    for (const provider of providers) {
      const added = db.createProvider({ ...provider, organization_id: created.value.id });
      if (!added.ok)
        throw new Error(`A provider of ${n} was refused: ${JSON.stringify(added.errors)}`);
    }
  }
}

import type { Organization } from '../../api/schemas';

export const seedOrganizations: Organization[] = [
  { id: 1, name: 'Riverside Women’s Health Pharmacy', unique_key: 'riverside-whp' },
  { id: 2, name: 'Northgate Community Clinic', unique_key: 'northgate-cc' },
];

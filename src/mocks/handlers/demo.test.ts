import { describe, expect, it } from 'vitest';
import { endpoints } from '../../api/endpoints';
import { callApi } from '../../../tests/call-api';

describe('POST /api/demo/reset', () => {
  it.each(['provider', 'superuser'] as const)(
    'restores the seeded data for the %s persona with 204',
    async (persona) => {
      await callApi(endpoints.patientCreate, {
        as: 'provider',
        body: { patient: { email: 'extra@example.com' }, patient_information: { name: 'Extra' } },
      });
      await callApi(endpoints.organizationCreate, {
        as: 'superuser',
        body: { name: 'Extra Org', unique_key: 'extra' },
      });

      const reset = await callApi(endpoints.demoReset, { as: persona, method: 'POST' });

      expect(reset).toEqual({ status: 204, body: null });
      expect((await callApi(endpoints.patients)).body).toHaveLength(5);
      expect((await callApi(endpoints.organizations, { as: 'superuser' })).body).toHaveLength(2);
    },
  );
});

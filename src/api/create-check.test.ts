import { describe, expect, it } from 'vitest';
import { demoToken } from '../auth/demo/demo-identity';
import { mockDb } from '../mocks/node';
import { ApiError } from './api-error';
import { createApiClient } from './client';
import {
  afterCheck,
  afterFailedCreate,
  lookFor,
  mayHaveBeenCreated,
  sameKey,
  submitStep,
  unsettledCreate,
  type CreateCheckState,
} from './create-check';
import { createRequests } from './requests';

const failure = (kind: ApiError['kind'], status = 0) => new ApiError(kind, status, 'x');

/** The calls as the app makes them, signed in as a demo persona, against the mock API. */
const requestsAs = (persona: 'provider' | 'superuser') =>
  createRequests(
    createApiClient({
      baseUrl: 'http://localhost',
      getToken: async () => demoToken(persona),
      onUnauthorized: () => {},
    }),
  );

describe('a create that may have been stored', () => {
  it('is one without an answer, cut off, or answered unreadably', () => {
    expect(mayHaveBeenCreated(failure('timeout'))).toBe(true);
    expect(mayHaveBeenCreated(failure('network'))).toBe(true);
    expect(mayHaveBeenCreated(failure('malformed', 201))).toBe(true);
  });

  it('is not one the server refused', () => {
    for (const status of [400, 401, 403, 500]) {
      expect(mayHaveBeenCreated(failure('http', status))).toBe(false);
    }
  });

  it('leaves the form unsure, or clear when it was refused', () => {
    const error = failure('timeout');
    expect(afterFailedCreate(error, 'sent')).toEqual({ step: 'unsure', sent: 'sent', why: error });
    expect(afterFailedCreate(failure('http', 400), 'sent')).toEqual({ step: 'clear' });
  });
});

describe('what a submit does', () => {
  const steps: [CreateCheckState<string>, ReturnType<typeof submitStep>][] = [
    [{ step: 'clear' }, 'send'],
    [{ step: 'unsure', sent: 'a' }, 'check'],
    [{ step: 'checking', sent: 'a' }, 'hold'],
    [{ step: 'found', sent: 'a', found: { kind: 'saved', id: '1' } }, 'hold'],
    // Another record holds the key: the server refuses the same key, and takes a changed one.
    [{ step: 'found', sent: 'a', found: { kind: 'taken', id: '1' } }, 'send'],
    [{ step: 'absent', sent: 'a' }, 'send'],
  ];
  it.each(steps)('at %o: %s', (state, step) => {
    expect(submitStep(state)).toBe(step);
  });

  it('after a check, names what was found, or nothing', () => {
    const found = { kind: 'saved', id: '7' } as const;
    expect(afterCheck('a', found)).toEqual({ step: 'found', sent: 'a', found });
    expect(afterCheck('a', undefined)).toEqual({ step: 'absent', sent: 'a' });
  });

  it('marks a kept draft while the create is maybe or surely stored, and only then', () => {
    const saved = { kind: 'saved', id: '1' } as const;
    expect(unsettledCreate({ step: 'unsure', sent: 'a' })).toBe('a');
    expect(unsettledCreate({ step: 'checking', sent: 'a' })).toBe('a');
    expect(unsettledCreate({ step: 'found', sent: 'a', found: saved })).toBe('a');
    expect(unsettledCreate({ step: 'found', sent: 'a', found: { ...saved, kind: 'taken' } })).toBe(
      undefined,
    );
    expect(unsettledCreate({ step: 'absent', sent: 'a' })).toBe(undefined);
    expect(unsettledCreate({ step: 'clear' })).toBe(undefined);
  });
});

describe('looking for a create’s key', () => {
  it('matches keys whatever their case and the spaces around them', () => {
    expect(sameKey(' Pat@Example.com ', 'pat@example.com')).toBe(true);
    expect(sameKey('pat@example.com', 'pat2@example.com')).toBe(false);
  });

  it('finds a patient by email, hers when the record holds every answer sent', async () => {
    const information = { name: 'Robin Vega', height: 64, current_medications: ['iron'] };
    const created = mockDb.createPatient({ email: 'robin@example.com', information });
    const uuid = created.ok ? created.value.uuid : '';
    const requests = requestsAs('provider');

    const sent = { patient: { email: 'ROBIN@example.com ' }, patient_information: information };
    expect(await lookFor.patient(requests, sent)).toEqual({ kind: 'saved', id: uuid });
    const other = { ...sent, patient_information: { ...information, height: 65 } };
    expect(await lookFor.patient(requests, other)).toEqual({ kind: 'taken', id: uuid });
    const nobody = { ...sent, patient: { email: 'nobody@example.com' } };
    expect(await lookFor.patient(requests, nobody)).toBeUndefined();
  });

  it('finds an organization by unique key, its own when the name is the one sent', async () => {
    const requests = requestsAs('superuser');
    const riverside = mockDb
      .listOrganizations()
      .find((item) => item.unique_key === 'riverside-whp')!;
    const sent = { name: riverside.name, unique_key: 'RIVERSIDE-whp' };
    expect(await lookFor.organization(requests, sent)).toEqual({
      kind: 'saved',
      id: String(riverside.id),
    });
    expect(await lookFor.organization(requests, { ...sent, name: 'Elsewhere' })).toEqual({
      kind: 'taken',
      id: String(riverside.id),
    });
    expect(
      await lookFor.organization(requests, { name: 'x', unique_key: 'lakeside' }),
    ).toBeUndefined();
  });

  it('finds a provider by email in the organization’s list only', async () => {
    const requests = requestsAs('superuser');
    const [amelia] = mockDb.listProviders(2);
    expect(await lookFor.provider(requests, { organization_id: 2, email: amelia!.email })).toEqual({
      kind: 'saved',
      id: String(amelia!.id),
    });
    expect(
      await lookFor.provider(requests, { organization_id: 1, email: amelia!.email }),
    ).toBeUndefined();
  });
});

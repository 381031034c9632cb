import { describe, expect, it, vi } from 'vitest';
import { recommend } from './recommend';
import { INFORMATION_KEYS } from '../../tests/spec-fixtures';
import { intake } from '../../tests/safety-records';
import { createMockDb, type MockDbStorage } from './db';
import { samplePatients, seedState } from './seed';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function fakeStorage(initial: string | null = null) {
  const saved: string[] = [];
  let stored = initial;
  const storage: MockDbStorage = {
    load: () => stored,
    save: (json) => {
      saved.push(json);
      stored = json;
    },
    clear: () => {
      stored = null;
    },
  };
  return { storage, saved, stored: () => stored };
}

describe('createMockDb storage', () => {
  it('starts from the stored copy', () => {
    const state = seedState();
    state.organizations.push({ id: 7, name: 'Stored Org', unique_key: 'stored' });
    const db = createMockDb({ storage: fakeStorage(JSON.stringify(state)).storage });
    expect(db.getOrganization(7)).toEqual({ id: 7, name: 'Stored Org', unique_key: 'stored' });
  });

  it('saves after every write, and a new database loads what was saved', () => {
    const { storage, saved } = fakeStorage();
    const db = createMockDb({ storage });
    expect(saved).toHaveLength(0);

    const organization = db.createOrganization({ name: 'Saved Org', unique_key: 'saved' });
    const provider = db.createProvider({
      organization_id: 1,
      email: 'saved@example.com',
      clerk_id: 'user_saved',
    });
    const patient = db.createPatient({ email: 'p@example.com', information: { name: 'P' } });
    expect(organization.ok && provider.ok && patient.ok).toBe(true);
    if (!patient.ok) return;
    db.updatePatient(patient.value.uuid, { email: 'p@example.com', information: { weight: 120 } });
    expect(saved).toHaveLength(4);

    const reloaded = createMockDb({ storage: fakeStorage(saved.at(-1) ?? null).storage });
    expect(reloaded.listOrganizations()).toHaveLength(3);
    expect(reloaded.listProviders(1).map((item) => item.email)).toContain('saved@example.com');
    expect(reloaded.getPatient(patient.value.uuid)?.information).toEqual({
      name: 'P',
      weight: 120,
    });
  });

  it('does not save after a refused write', () => {
    const { storage, saved } = fakeStorage();
    const db = createMockDb({ storage });
    db.createOrganization({ name: '', unique_key: '' });
    db.createPatient({ email: 'bad', information: {} });
    expect(saved).toHaveLength(0);
  });

  it('saves the seed on reset', () => {
    const { storage, saved } = fakeStorage();
    const db = createMockDb({ storage });
    db.createOrganization({ name: 'Gone', unique_key: 'gone' });
    db.reset();
    expect(JSON.parse(saved.at(-1) ?? '')).toEqual(seedState());
    expect(db.listOrganizations()).toHaveLength(2);
  });

  it('on wipe, forgets every change and leaves nothing stored', () => {
    const fake = fakeStorage();
    const db = createMockDb({ storage: fake.storage });
    const sample = samplePatients[0]!;
    const created = db.createPatient({
      email: 'typed@example.com',
      information: { name: 'Typed' },
    });
    db.updatePatient(sample.uuid, { email: sample.email, information: { name: 'Renamed' } });
    expect(created.ok && fake.stored()).toContain('typed@example.com');

    db.wipe();

    expect(fake.stored()).toBeNull();
    expect(db.listPatients()).toEqual(createMockDb().listPatients());
    expect(db.getPatient(sample.uuid)?.information.name).toBe(sample.information.name);
    // What the next page load in the tab finds.
    expect(createMockDb({ storage: fake.storage }).listPatients()).toHaveLength(5);
  });

  it.each([
    ['nothing stored', null],
    ['text that is not JSON', '{"organizations": ['],
    ['JSON of another shape', JSON.stringify({ organizations: 'none' })],
    ['a copy from an older version', JSON.stringify({ ...seedState(), version: 0, patients: [] })],
  ])('falls back to the seed when storage holds %s', (_label, stored) => {
    const db = createMockDb({ storage: fakeStorage(stored).storage });
    expect(db.listPatients()).toHaveLength(5);
    expect(db.listOrganizations()).toHaveLength(2);
  });
});

describe('createMockDb patientCount', () => {
  it('pads the sample patients with generated ones up to the count', () => {
    const db = createMockDb({ patientCount: 250 });
    const patients = db.listPatients();
    expect(patients).toHaveLength(250);
    expect(patients.slice(0, 5).map((patient) => patient.name)).toEqual([
      'Maya Thompson',
      'Priya Raman',
      'Sofia Marquez',
      'Jasmine Carter',
      'Hannah Lee',
    ]);
    expect(new Set(patients.map((patient) => patient.uuid)).size).toBe(250);
    expect(new Set(patients.map((patient) => patient.email)).size).toBe(250);
    for (const patient of patients) expect(patient.uuid).toMatch(UUID_V4);
  });

  it('generates the same patients every time, also after reset', () => {
    const first = createMockDb({ patientCount: 40 });
    const second = createMockDb({ patientCount: 40 });
    expect(second.listPatients()).toEqual(first.listPatients());
    first.reset();
    expect(first.listPatients()).toEqual(second.listPatients());
  });

  it('gives generated patients named spec fields only, and recommendations derived from them', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T12:00:00Z') });
    try {
      const db = createMockDb({ patientCount: 30 });
      const generated = db.listPatients().slice(5);
      expect(generated).toHaveLength(25);
      for (const { uuid, name } of generated) {
        const { information } = db.getPatient(uuid)!;
        const unknownKeys = Object.keys(information).filter(
          (key) => !INFORMATION_KEYS.includes(key),
        );
        expect(unknownKeys).toEqual([]);
        expect(name).toMatch(/^\S+ \S+$/);
        expect(information.name).toBe(name);
        expect(db.getRecommendations(uuid)).toEqual(recommend(information, new Date()));
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('never drops sample patients for a smaller count', () => {
    expect(createMockDb({ patientCount: 2 }).listPatients()).toHaveLength(5);
  });
});

describe('createMockDb reads', () => {
  it('hands out copies, so callers cannot change the stored data', () => {
    const db = createMockDb();
    const [first] = db.listPatients();
    const patient = db.getPatient(first?.uuid ?? '');
    if (!patient) throw new Error('no sample patient');
    patient.information.name = 'Changed';
    db.listOrganizations()[0]!.name = 'Changed';
    db.getRecommendations(patient.uuid)!.do_not_recommend.push('Changed');

    expect(db.getPatient(patient.uuid)?.information.name).toBe('Maya Thompson');
    expect(db.listOrganizations()[0]?.name).not.toBe('Changed');
    expect(db.getRecommendations(patient.uuid)?.do_not_recommend).not.toContain('Changed');
  });
});

describe('createMockDb recommendations of a patient created in the demo', () => {
  it('fill safety_concerns and do_not_recommend from the safety check of her intake', () => {
    const db = createMockDb();
    const created = db.createPatient({
      email: 'aura@example.com',
      information: intake({ neurologic_conditions: ['migranes_with_aura'], stroke: true }),
    });
    if (!created.ok) throw new Error('not created');
    const { patient, do_not_recommend } = db.getRecommendations(created.value.uuid)!;
    expect(patient.safety_concerns).toEqual([
      'Stroke (history): US MEC category 2 for levonorgestrel intrauterine system; 2 for initiation, 3 for continuation for etonogestrel implant; 3 for depot medroxyprogesterone acetate injection (DMPA); 2 for initiation, 3 for continuation for progestin-only pill; 4 for combined hormonal contraception (pill, patch or ring).',
      'Migraine with aura: US MEC category 4* for combined hormonal contraception (pill, patch or ring).',
    ]);
    expect(do_not_recommend).toEqual([
      'Combined hormonal contraception (pill, patch or ring): US MEC category 4 (Stroke (history); Migraine with aura).',
      'Etonogestrel implant: US MEC category 3 (Stroke (history)).',
      'Progestin-only pill: US MEC category 3 (Stroke (history)).',
      'Depot medroxyprogesterone acetate injection (DMPA): US MEC category 3 (Stroke (history)).',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { hannahLee } from '../domain/samples/patients/hannah-lee';
import { mayaThompson } from '../domain/samples/patients/maya-thompson';
import { priyaRaman } from '../domain/samples/patients/priya-raman';
import { createMockDb } from './db';

describe('the mock profiles', () => {
  it('full: every sample whole, and an update merges over the stored record', () => {
    const db = createMockDb();
    expect(db.getPatient(priyaRaman.uuid)?.information).toEqual(priyaRaman.information);
    db.updatePatient(priyaRaman.uuid, { email: priyaRaman.email, information: { weight: 151 } });
    expect(db.getPatient(priyaRaman.uuid)?.information).toEqual({
      ...priyaRaman.information,
      weight: 151,
    });
  });

  it('sparse: records that hold few fields or none, beside a whole one', () => {
    const db = createMockDb({ profile: 'sparse' });
    expect(db.getPatient(mayaThompson.uuid)?.information).toEqual(mayaThompson.information);
    expect(db.getPatient(priyaRaman.uuid)?.information).toEqual({
      name: 'Priya Raman',
      date_of_birth: '1988-06-02',
    });
    expect(db.getPatient(hannahLee.uuid)?.information).toEqual({});
    // A record without a name is listed by its email alone.
    expect(db.listPatients()).toContainEqual({ uuid: hannahLee.uuid, email: hannahLee.email });
    // Derived for what she holds: the hand-written ones fit her whole record.
    expect(db.getRecommendations(hannahLee.uuid)).toBeDefined();
  });

  it('sparse: an update stores the information sent in place of the stored one', () => {
    const db = createMockDb({ profile: 'sparse' });
    db.updatePatient(priyaRaman.uuid, { email: priyaRaman.email, information: { weight: 151 } });
    expect(db.getPatient(priyaRaman.uuid)?.information).toEqual({ weight: 151 });
  });

  it('sparse: a reset returns to the sparse seed', () => {
    const db = createMockDb({ profile: 'sparse' });
    db.updatePatient(hannahLee.uuid, { email: hannahLee.email, information: { weight: 151 } });
    db.reset();
    expect(db.getPatient(hannahLee.uuid)?.information).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import {
  NO_METHOD,
  PLACEMENT,
  PRESCRIPTIONS,
  REFERRAL,
  visitRecord,
} from '../../../tests/visit-records';
import type { PatientInformation } from '../../api/schemas';
import { toPatientInformation } from '../intake/model';
import { mayaThompson } from '../samples/patients/maya-thompson';
import { completionOf } from './completion';

const maya = mayaThompson.information as PatientInformation;
const mayasPills = mayaThompson.information.pill_usage_information;

/** What her record holds once the completion is written as the patient form writes it. */
function written(
  information: PatientInformation,
  record = visitRecord(PRESCRIPTIONS.combinedPill),
) {
  const completion = completionOf(information, record);
  if (completion.kind !== 'ready') throw new Error('Expected a completion to write');
  return toPatientInformation(completion.values, information, undefined, completion.fields);
}

const entry = (brand: string, start_date: string) => ({ brand, start_date });

describe('completing a visit writes into her record', () => {
  it("stores the visit's reading as her recent blood pressure", () => {
    expect(written(maya).recent_blood_pressure).toEqual({ systolic: 128, diastolic: 82 });
  });

  it('adds a usage entry of the product prescribed, with the visit date, after her others', () => {
    const stored = written(maya);
    expect(stored.pill_usage_information).toEqual([...mayasPills, entry('yaz', '2026-11-25')]);
  });

  it.each([
    ['patch', PRESCRIPTIONS.patch, 'patch_usage_information', 'xulane', 'patch'],
    ['ring', PRESCRIPTIONS.ring, 'ring_usage_information', 'nuvaring', 'ring'],
    ['yearly ring', PRESCRIPTIONS.yearlyRing, 'ring_usage_information', 'annovera', 'ring'],
    [
      'progestin-only pill',
      PRESCRIPTIONS.progestinPill,
      'pill_usage_information',
      'camila',
      'pill',
    ],
    ['Slynd', PRESCRIPTIONS.drospirenonePill, 'pill_usage_information', 'slynd', 'pill'],
    ['shot', PRESCRIPTIONS.injection, 'injection_usage_information', 'depo_provera', 'shot'],
  ] as const)(
    'a %s goes into its own history, its method among those tried',
    (_, outcome, key, brand, method) => {
      const stored = written(maya, visitRecord(outcome));
      expect(stored[key]).toContainEqual(entry(brand, '2026-11-25'));
      expect(stored.previous_birth_control).toBe(true);
      expect(stored.previous_birth_control_methods).toEqual(
        method === 'pill' ? ['pill'] : ['pill', method],
      );
    },
  );

  it('a first method makes her birth-control history a yes; how many she tried stays hers to say', () => {
    const none = { ...maya, previous_birth_control: false, previous_birth_control_methods: [] };
    const stored = written(none);
    expect(stored.previous_birth_control).toBe(true);
    expect(stored.previous_birth_control_methods).toEqual(['pill']);
    expect(stored.previous_birth_control_details).toBe(maya.previous_birth_control_details);
  });

  it.each([
    ['a placement referral', PLACEMENT],
    ['a referral', REFERRAL],
    ['no method', NO_METHOD],
  ])('%s stores the reading only', (_, outcome) => {
    const stored = written(maya, visitRecord(outcome));
    expect(stored.recent_blood_pressure).toEqual({ systolic: 128, diastolic: 82 });
    expect(stored.pill_usage_information).toEqual(maya.pill_usage_information);
    expect(stored.previous_birth_control_methods).toEqual(maya.previous_birth_control_methods);
  });

  it('without a reading, her recent blood pressure stays as it was', () => {
    const stored = written(maya, visitRecord(REFERRAL, { bloodPressure: undefined }));
    expect(stored).toEqual(maya);
  });

  it('a full history (5 entries) stores nothing, the reading neither', () => {
    const full = {
      ...maya,
      pill_usage_information: Array.from({ length: 5 }, () => entry('sprintec', '2020-01-01')),
    };
    const completion = completionOf(full, visitRecord(PRESCRIPTIONS.combinedPill));
    expect(completion).toMatchObject({ kind: 'full', max: 5 });
    expect(completion).not.toHaveProperty('values');
  });

  it('sends only the answers the visit gives: her other answers stay exactly as stored', () => {
    const stored = written(maya);
    const changed = Object.keys(stored).filter(
      (key) => JSON.stringify(stored[key]) !== JSON.stringify(maya[key]),
    );
    expect(changed).toEqual(['pill_usage_information', 'recent_blood_pressure']);
  });
});

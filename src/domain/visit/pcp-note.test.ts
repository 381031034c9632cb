import { describe, expect, it } from 'vitest';
import {
  NO_METHOD,
  PLACEMENT,
  PRESCRIPTIONS,
  REFERRAL,
  visitRecord,
} from '../../../tests/visit-records';
import { pregnancyResult } from './pregnancy';
import { decidingCategories, pcpNote, pcpSignature } from './pcp-note';

const row = (record: ReturnType<typeof visitRecord>, label: string) =>
  pcpNote(record).find((each) => each.label === label)?.value;

describe('the note to her primary-care provider', () => {
  it('names her, the visit, the reading, the decision and who saw her', () => {
    const record = visitRecord(PRESCRIPTIONS.combinedPill);
    expect(row(record, 'Patient')).toBe('Maya Thompson');
    expect(row(record, 'Date of birth')).toBe('2002-03-14');
    expect(row(record, 'Visit date')).toBe('2026-11-25');
    expect(row(record, 'Blood pressure (seated)')).toBe('128/82 mm Hg');
    expect(row(record, 'Pregnancy screen')).toBe(
      'Reasonably certain not pregnant (U.S. SPR 2024 criteria).',
    );
    expect(row(record, 'Decision')).toBe(
      "Prescribed Yaz (drospirenone 3 mg, ethinyl estradiol 0.02 mg), a combined pill. 12 months' supply. Started today; back-up for 7 days. Next visit or renewal by 2027-11-25.",
    );
    expect(row(record, 'Pharmacist')).toBe('Sam Lee, Oregon licence RPH-0012345');
    expect(row(record, 'Pharmacy')).toBe(
      'Main Street Pharmacy, 12 Main Street, Salem, OR 97301, 503-555-0100',
    );
  });

  it('is addressed to the primary-care provider she named, and signed by the pharmacist', () => {
    const record = visitRecord(PRESCRIPTIONS.combinedPill, {
      primaryCareProvider: 'Dr. Ana Ruiz, Salem Family Clinic',
    });
    expect(pcpNote(record)[0]).toEqual({
      label: 'To',
      value: 'Dr. Ana Ruiz, Salem Family Clinic',
    });
    expect(pcpSignature(record)).toEqual({
      name: 'Sam Lee',
      licence: 'Oregon licence RPH-0012345',
      date: '2026-11-25',
    });
    expect(row(visitRecord(PRESCRIPTIONS.combinedPill), 'To')).toBeUndefined();
  });

  it('names each product with what it is, in plain words', () => {
    const decided = (outcome: (typeof PRESCRIPTIONS)[keyof typeof PRESCRIPTIONS]) =>
      row(visitRecord(outcome), 'Decision');
    expect(decided(PRESCRIPTIONS.patch)).toContain(
      'Prescribed Xulane (norelgestromin 150 mcg/day, ethinyl estradiol 35 mcg/day), a combined patch.',
    );
    expect(decided(PRESCRIPTIONS.ring)).toContain(
      'Prescribed NuvaRing (etonogestrel 0.12 mg/day, ethinyl estradiol 0.015 mg/day), a combined vaginal ring, a new one each month.',
    );
    expect(decided(PRESCRIPTIONS.progestinPill)).toContain(
      'Prescribed Camila (norethindrone 0.35 mg), a progestin-only pill.',
    );
    expect(decided(PRESCRIPTIONS.drospirenonePill)).toContain(
      'Prescribed Slynd (drospirenone 4 mg), a progestin-only pill (drospirenone).',
    );
    // A shot is given at the visit: no months' supply, as on her summary.
    expect(decided(PRESCRIPTIONS.injection)).toBe(
      'Prescribed Depo-Provera (medroxyprogesterone acetate 150 mg/mL), a progestin injection (DMPA). Started today; back-up for 7 days. Next visit or renewal by 2027-02-24.',
    );
    expect(
      row(visitRecord({ ...PRESCRIPTIONS.combinedPill, supplyMonths: 1 }), 'Decision'),
    ).toContain("1 month's supply.");
  });

  it('never says "0 days": a start with no back-up says none is needed', () => {
    const today = row(visitRecord({ ...PRESCRIPTIONS.combinedPill, backUpDays: 0 }), 'Decision');
    expect(today).toContain('Started today; no back-up needed.');
    const later = row(
      visitRecord(
        { ...PRESCRIPTIONS.combinedPill, startDate: '2026-11-28', backUpDays: 0 },
        { emergency: { unprotectedSex: true, pill: 'ulipristal', pillDaysAgo: 2 } },
      ),
      'Decision',
    );
    expect(later).toContain('To start on 2026-11-28; no back-up needed after it.');
    const tookToday = visitRecord(PRESCRIPTIONS.combinedPill, {
      emergency: { unprotectedSex: true, pill: 'levonorgestrel', pillDaysAgo: 0 },
    });
    expect(row(tookToday, 'Emergency contraception')).toContain(
      'Emergency pill: levonorgestrel, today.',
    );
    const oneDay = visitRecord(PRESCRIPTIONS.combinedPill, {
      emergency: { unprotectedSex: true, pill: 'levonorgestrel', pillDaysAgo: 1 },
    });
    expect(row(oneDay, 'Emergency contraception')).toContain('levonorgestrel, 1 day ago.');
    for (const record of [tookToday, visitRecord({ ...PRESCRIPTIONS.patch, backUpDays: 0 })]) {
      expect(
        pcpNote(record)
          .map(({ value }) => value)
          .join(' '),
      ).not.toMatch(/\b0 days\b/);
    }
  });

  it('says when no reading was taken', () => {
    const record = visitRecord(REFERRAL, { bloodPressure: undefined });
    expect(row(record, 'Blood pressure (seated)')).toBe('Not taken');
  });

  it('gives the referral and no method with their reasons', () => {
    expect(row(visitRecord(REFERRAL), 'Decision')).toBe(
      'Referred to Salem Family Clinic. Reason: Blood pressure 140/90 mm Hg or higher on a repeated seated reading.',
    );
    expect(row(visitRecord(NO_METHOD), 'Decision')).toBe(
      'No method started. Reason: She chose not to start a method today.',
    );
    expect(
      row(
        visitRecord({ kind: 'no_method', reason: { other: 'Wants to ask her partner.' } }),
        'Decision',
      ),
    ).toBe('No method started. Reason: Wants to ask her partner.');
  });

  it('refers an implant for placement, with condoms until then', () => {
    expect(row(visitRecord(PLACEMENT), 'Decision')).toBe(
      'Referred to Salem Family Clinic for placement of Implant (etonogestrel), which a pharmacist does not place. Advised condoms until it is placed.',
    );
  });

  it('gives emergency contraception and the ulipristal wait (U.S. SPR 2024)', () => {
    const record = visitRecord(
      { ...PRESCRIPTIONS.combinedPill, startDate: '2026-11-28' },
      { emergency: { unprotectedSex: true, pill: 'ulipristal', pillDaysAgo: 2 } },
    );
    expect(row(record, 'Emergency contraception')).toBe(
      'Sex without a condom in the last 5 days: yes. Emergency pill: ulipristal acetate, 2 days ago. Hormonal method to start 5 days after ulipristal, with back-up until then. Pregnancy test advised if no period within 3 weeks.',
    );
    expect(row(record, 'Decision')).toContain('To start on 2026-11-28; back-up for 7 days.');
    expect(row(visitRecord(REFERRAL, { emergency: {} }), 'Emergency contraception')).toBe(
      'Sex without a condom in the last 5 days: not answered. Emergency pill: not answered.',
    );
  });

  it('advises the follow-up pregnancy test after a start on a negative test alone', () => {
    const screen = { criteria: {}, symptoms: false, test: 'negative' } as const;
    const record = visitRecord(PRESCRIPTIONS.combinedPill, {
      pregnancy: { screen, result: pregnancyResult(screen) },
    });
    expect(row(record, 'Follow-up pregnancy test')).toBe(
      'Advised between 2026-12-09 and 2026-12-23 (2 to 4 weeks after the start): started on a negative test with no U.S. SPR 2024 criterion met.',
    );
    expect(
      row(visitRecord(PRESCRIPTIONS.combinedPill), 'Follow-up pregnancy test'),
    ).toBeUndefined();
  });

  it("gives the prescribed method's category, or the methods ruled out for a referral", () => {
    expect(decidingCategories(visitRecord(PRESCRIPTIONS.combinedPill))).toEqual([
      {
        method: 'Combined pill, patch or ring (CHC)',
        standing: 'category 2 (Advantages generally outweigh risks)',
        reasons: ['Hypertension, adequately controlled: category 3'],
      },
    ]);
    const referred = visitRecord(REFERRAL, {
      methods: [
        { method: 'chc', category: 4, reasons: ['History of stroke: category 4.'], incomplete: [] },
        { method: 'pop', category: 2, reasons: [], incomplete: [] },
        { method: 'cu_iud', category: 'NA', reasons: [], incomplete: [] },
      ],
    });
    expect(
      decidingCategories(referred).map(({ method, standing }) => `${method}: ${standing}`),
    ).toEqual([
      'Combined pill, patch or ring (CHC): category 4 (Unacceptable health risk)',
      'Copper IUD (Cu-IUD): not applicable',
    ]);
  });
});

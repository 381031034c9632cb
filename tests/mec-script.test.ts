// @vitest-environment node
import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { intake } from './safety-records';

/** Runs `tsx scripts/mec.ts` (what `npx tsx` runs) with this standard input. */
function mec(input: string, args: string[] = ['--today', '2026-11-22']) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      'node_modules/.bin/tsx',
      ['scripts/mec.ts', ...args],
      { timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
    child.stdin?.end(input);
  });
}

const METHODS = ['cu_iud', 'lng_iud', 'implant', 'dmpa', 'pop', 'chc'];

describe('scripts/mec.ts', { timeout: 90_000 }, () => {
  it('prints category 1, the age row alone and nothing missing for a clean record', async () => {
    const { code, stdout } = await mec(JSON.stringify(intake()));
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as Record<string, unknown>;
    expect(Object.keys(report)).toEqual(METHODS);
    for (const method of METHODS) {
      expect(report[method]).toEqual({
        category: 1,
        reasons: ['Age, 20 to under 40 years (age 31): category 1.'],
        missing: [],
      });
    }
  });

  it('prints the highest category and every reason for several conditions', async () => {
    const information = intake({
      date_of_birth: '1985-03-01',
      lifestyle_smoking: true,
      'lifestyle_smoking_follow_up:products': ['cigarette'],
      'lifestyle_smoking_products_cigarettes_follow_up:cigarettes_per_day': 'gt_15_per_day',
      neurologic_conditions: ['migranes_with_aura'],
      dvt_pe: 'leg_resolved_without_medications',
      current_medications: ['Tegretol 200 mg'],
      stroke: null,
    });
    const { code, stdout } = await mec(JSON.stringify(information));
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as Record<
      string,
      { category: number; reasons: string[]; missing: string[] }
    >;
    expect(METHODS.map((method) => report[method]!.category)).toEqual([1, 2, 2, 3, 3, 4]);
    expect(report.chc!.reasons).toEqual([
      'Smoking, age 35 or older, 15 or more cigarettes a day (age 41): category 4.',
      'DVT/PE history, not on anticoagulation, higher risk of recurrence: category 4. The intake does not record the risk of recurrence, so the higher-risk row is taken.',
      'Migraine with aura: category 4*.',
      'Anticonvulsant therapy (phenytoin, carbamazepine, barbiturates, primidone, topiramate, oxcarbazepine) or rifampin or rifabutin (taking Tegretol 200 mg): category 3*.',
      'Age, 40 to 45 years (age 41): category 2.',
    ]);
    expect(report.chc!.missing).toEqual(['History of stroke']);
    expect(report.cu_iud!.missing).toEqual([]);
  });

  it('prints "NA" for the hormonal methods during pregnancy, and 4 for the IUDs', async () => {
    const { code, stdout } = await mec(
      JSON.stringify(intake({ pregnant: true, days_post_partum: 0 })),
    );
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as Record<string, { category: unknown; reasons: string[] }>;
    expect(METHODS.map((method) => report[method]!.category)).toEqual([
      4,
      4,
      'NA',
      'NA',
      'NA',
      'NA',
    ]);
    expect(report.pop!.reasons[0]).toMatch(/^Pregnancy .*: not applicable \(NA\*\)\./);
  });

  it.each([
    [
      'not JSON',
      'name: Maya',
      [],
      'Not JSON: standard input must hold one patient_information JSON object.',
    ],
    [
      'an array',
      '[{"name": "Maya"}]',
      [],
      'Expected one patient_information JSON object, got an array.',
    ],
    ['null', 'null', [], 'Expected one patient_information JSON object, got null.'],
    [
      'a bad date',
      '{}',
      ['--today', '2026-02-30'],
      'Usage: npx tsx scripts/mec.ts [--today YYYY-MM-DD] < patient-information.json',
    ],
  ])('refuses %s with a one-line message', async (_, input, args, message) => {
    const { code, stdout, stderr } = await mec(input, args);
    expect(code).not.toBe(0);
    expect(stdout).toBe('');
    expect(stderr).toBe(`${message}\n`);
  });
});

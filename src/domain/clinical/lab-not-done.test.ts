/**
 * A lab panel marked "Not done" (docs/product.md, "Lab panels: one box per value, and Not
 * done") is not an answer: the safety check reads it as it reads a panel not on file, never as a
 * value, never as "no flag". The check reads one panel, the lipids (the multiple cardiovascular
 * risk factors row, docs/safety-check.md). A smoker of 36 has two factors already, so a lipid
 * flag would decide it.
 */
import { describe, expect, it } from 'vitest';
import { intake, TODAY, type Answers } from '../../../tests/safety-records';
import { evaluate } from '../rules/evaluate';
import { safetyCheck } from './safety-check';

const LIPIDS = 'lab_details:lab_results:ldl_hdl_tg';
const PANEL = 'LDL / HDL / triglycerides';

function smokerOf36(lipids: { results: unknown; flags: unknown }) {
  const answers: Answers = {
    date_of_birth: '1990-06-01',
    lifestyle_smoking: true,
    'lifestyle_smoking_follow_up:products': ['vape'],
    recent_blood_pressure: { systolic: 118, diastolic: 76 },
    [LIPIDS]: lipids,
  };
  return intake(answers);
}

const notDone = Array(3).fill('Not done');
const lipidFlag = (information: ReturnType<typeof intake>) =>
  evaluate({ dyslipidemia: true }, information, TODAY);

describe('a lipid panel marked "Not done"', () => {
  it('is not answered: the check is incomplete for it, as without a panel', () => {
    const information = smokerOf36({ results: notDone, flags: notDone });
    expect(lipidFlag(information).value).toBeUndefined();
    expect(safetyCheck(information, TODAY).dmpa.incomplete).toEqual([PANEL]);

    const without = smokerOf36({ results: [], flags: [] });
    delete (without.lab_details as Record<string, unknown>).lab_results;
    expect(safetyCheck(without, TODAY).dmpa).toEqual(safetyCheck(information, TODAY).dmpa);
  });

  it('is never "no flag", even where its flags hold "-", or it is written "not_done"', () => {
    for (const lipids of [
      { results: notDone, flags: ['-', '-', '-'] },
      { results: ['not_done', 'NOT DONE', ' not done '], flags: ['-', '-', '-'] },
      { results: ['96', '62', '88'], flags: ['-', '-', 'Not done'] },
    ]) {
      const information = smokerOf36(lipids);
      expect(lipidFlag(information).value, JSON.stringify(lipids)).toBeUndefined();
      expect(safetyCheck(information, TODAY).dmpa.incomplete).toEqual([PANEL]);
    }
  });

  it('leaves a flag found in the values done: high LDL is a lipid flag', () => {
    const information = smokerOf36({
      results: ['142', 'Not done', 'Not done'],
      flags: ['H', 'Not done', 'Not done'],
    });
    expect(lipidFlag(information)).toMatchObject({ value: true });
    expect(safetyCheck(information, TODAY).dmpa.incomplete).toEqual([]);
  });

  it('differs from a panel done with no flag, which is a value', () => {
    const information = smokerOf36({ results: ['96', '62', '88'], flags: ['-', '-', '-'] });
    expect(lipidFlag(information).value).toBe(false);
    expect(safetyCheck(information, TODAY).dmpa.incomplete).toEqual([]);
  });
});

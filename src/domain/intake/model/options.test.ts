import { describe, expect, it } from 'vitest';
import { fieldsByKey } from '../catalog';
import { formOptions } from './options';

describe('formOptions', () => {
  const methods = fieldsByKey.get('previous_birth_control_methods')!;
  const dvt = fieldsByKey.get('dvt_pe')!;
  const values = (options: { value: string }[]) => options.map((option) => option.value);

  it('offers only what the form offers', () => {
    expect(values(formOptions(methods, []))).toEqual([
      'pill',
      'patch',
      'cu_iud',
      'implant',
      'shot',
      'ring',
    ]);
  });

  it('offers a clot in the lungs among the DVT/PE answers', () => {
    // U.S. MEC 2024: "History of DVT/PE" is one row, a PE as a DVT.
    expect(values(formOptions(dvt, 'no'))).toContain('lung_clot_or_pulmonary_embolism');
  });

  it('keeps a patient-only value out of the form until a record holds it', () => {
    // The hormonal IUD: offered in the patient's chat, not among the form's spec'd methods.
    const hormonal = methods.options!.find((option) => option.value === 'hormonal_iud')!;
    expect(hormonal.patientOnly).toBe(true);
    expect(values(formOptions(methods, ['hormonal_iud']))).toContain('hormonal_iud');
  });

  it('keeps a display-only value the record already holds', () => {
    expect(values(formOptions(methods, ['pill', 'male_condom']))).toContain('male_condom');
  });
});

import { describe, expect, it } from 'vitest';
import { samplePatients } from '../../../mocks/seed';
import { brandsByMethod, pillBrands } from './brands';
import { valueOf } from './options';

const values = (method: keyof typeof brandsByMethod) =>
  brandsByMethod[method].map((brand) => brand.value);

describe('brands', () => {
  it('lists the spec brands of each non-pill method', () => {
    expect(values('patch')).toEqual(['xulane', 'twirla']);
    expect(values('iud')).toEqual(['paragard', 'mirena', 'kyleena', 'liletta', 'skyla']);
    expect(values('implant')).toEqual(['implanon', 'nexplanon']);
    expect(values('injection')).toEqual(['depo_provera', 'depo_subq_provera_104']);
    expect(values('ring')).toEqual(['annovera', 'nuvaring', 'eluryng']);
  });

  it('has about 150 pill brands, the spec examples among them, sorted by name', () => {
    expect(pillBrands.length).toBeGreaterThanOrEqual(140);
    expect(pillBrands.length).toBeLessThanOrEqual(170);
    expect(values('pill')).toEqual(expect.arrayContaining(['yaz', 'yasmin', 'levora', 'sprintec']));
    const labels = pillBrands.map((brand) => brand.label.toLowerCase());
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('gives each brand a unique snake_case value and a readable label', () => {
    for (const brands of Object.values(brandsByMethod)) {
      const brandValues = brands.map((brand) => brand.value);
      expect(new Set(brandValues).size).toBe(brandValues.length);
      for (const { value, label } of brands) {
        expect(value).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
        expect(label).toMatch(/^[A-Z]/);
      }
    }
  });

  it('includes every brand the sample patients used', () => {
    for (const { information } of samplePatients) {
      for (const [key, method] of [
        ['pill_usage_information', 'pill'],
        ['patch_usage_information', 'patch'],
        ['iud_usage_information', 'iud'],
        ['implant_usage_information', 'implant'],
        ['injection_usage_information', 'injection'],
        ['ring_usage_information', 'ring'],
      ] as const) {
        for (const entry of information[key] ?? []) expect(values(method)).toContain(entry.brand);
      }
    }
  });

  it('derives values from labels', () => {
    expect(valueOf('Junel Fe 1/20')).toBe('junel_fe_1_20');
    expect(valueOf('Depo-SubQ Provera 104')).toBe('depo_subq_provera_104');
    expect(valueOf('Lo Loestrin Fe')).toBe('lo_loestrin_fe');
  });
});

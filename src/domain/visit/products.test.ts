import { describe, expect, it } from 'vitest';
import { productForm, productsByMethod } from './products';

describe('the products a visit offers for each method group', () => {
  it('offers the copper IUD as Paragard, and the hormonal IUDs apart from it', () => {
    expect(productsByMethod.cu_iud).toEqual(['Paragard']);
    expect([...productsByMethod.lng_iud].sort()).toEqual(['Kyleena', 'Liletta', 'Mirena', 'Skyla']);
  });

  it('never offers a progestin-only pill as a combined method, nor a combined pill as one', () => {
    for (const pill of ['Camila', 'Errin', 'Opill', 'Slynd', 'Heather']) {
      expect(productsByMethod.pop).toContain(pill);
      expect(productsByMethod.chc).not.toContain(pill);
    }
    for (const pill of ['Yaz', 'Loestrin Fe 1/20', 'Sprintec', 'Levora']) {
      expect(productsByMethod.chc).toContain(pill);
      expect(productsByMethod.pop).not.toContain(pill);
    }
  });

  it('offers the patches and rings as combined methods', () => {
    for (const product of ['Xulane', 'Twirla', 'NuvaRing', 'Annovera']) {
      expect(productsByMethod.chc).toContain(product);
    }
  });

  it('offers the injection and the implant by their brands', () => {
    expect(productsByMethod.dmpa).toEqual(['Depo-Provera', 'Depo-SubQ Provera 104']);
    expect(productsByMethod.implant).toContain('Nexplanon');
  });
});

describe('how a product is used', () => {
  it('tells a combined pill from a patch and a ring', () => {
    expect(productForm('chc', 'Yaz')).toBe('pill');
    expect(productForm('chc', 'Xulane')).toBe('patch');
    expect(productForm('chc', 'Twirla')).toBe('patch');
    expect(productForm('chc', 'NuvaRing')).toBe('ring');
    expect(productForm('chc', 'Annovera')).toBe('ring');
  });

  it('gives every other method its one form', () => {
    expect(productForm('pop', 'Slynd')).toBe('pill');
    expect(productForm('dmpa', 'Depo-Provera')).toBe('injection');
    expect(productForm('implant', 'Nexplanon')).toBe('implant');
    expect(productForm('cu_iud', 'Paragard')).toBe('iud');
    expect(productForm('lng_iud', 'Mirena')).toBe('iud');
  });
});

import { describe, expect, it } from 'vitest';
import type { Method } from '../../clinical/methods';
import { productFacts } from './facts';
import {
  isPlaced,
  PLACED_METHODS,
  productForm,
  productKind,
  productsByMethod,
  withinScope,
} from './product-kinds';

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

describe('the kind of each product, whose use it follows', () => {
  it('gives every brand of the catalog a kind of its method', () => {
    for (const [method, products] of Object.entries(productsByMethod)) {
      for (const product of products) {
        expect(productFacts[productKind(method as Method, product)].method).toBe(method);
      }
    }
  });

  it('tells drospirenone (Slynd) from the norethindrone and norgestrel pills', () => {
    expect(productKind('pop', 'Slynd')).toBe('drospirenone_pill');
    for (const pill of ['Camila', 'Errin', 'Opill', 'Heather']) {
      expect(productKind('pop', pill)).toBe('progestin_pill');
    }
  });

  it('tells Annovera, worn for a year, from the monthly rings', () => {
    expect(productKind('chc', 'Annovera')).toBe('yearly_ring');
    expect(productKind('chc', 'NuvaRing')).toBe('monthly_ring');
    expect(productKind('chc', 'EluRyng')).toBe('monthly_ring');
  });

  it('has a clinician place the implant and the IUDs, the pharmacist give the shot', () => {
    expect(productFacts.implant.givenBy).toBe('clinician');
    expect(productFacts.lng_iud.givenBy).toBe('clinician');
    expect(productFacts.cu_iud.givenBy).toBe('clinician');
    expect(productFacts.injection.givenBy).toBe('pharmacist');
    for (const kind of ['combined_pill', 'progestin_pill', 'patch', 'yearly_ring'] as const) {
      expect(productFacts[kind].givenBy).toBe('self');
    }
  });
});

describe("a pharmacy's scope", () => {
  it('lets a pharmacy that gives no shots start pills, patches and rings only', () => {
    const scope = ['pill', 'patch', 'ring'] as const;
    expect(withinScope(scope, 'chc', 'NuvaRing')).toBe(true);
    expect(withinScope(scope, 'pop', 'Slynd')).toBe(true);
    expect(withinScope(scope, 'dmpa', 'Depo-Provera')).toBe(false);
  });

  it('never lets a pharmacist place an implant or an IUD', () => {
    expect(PLACED_METHODS).toEqual(['implant', 'lng_iud', 'cu_iud']);
    expect(isPlaced('implant')).toBe(true);
    expect(isPlaced('dmpa')).toBe(false);
  });
});

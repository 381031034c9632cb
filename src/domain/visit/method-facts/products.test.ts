import { describe, expect, it } from 'vitest';
import type { Method } from '../../clinical/methods';
import { productForm, productsByMethod } from './product-kinds';
import { productSources } from './product-sources';
import {
  isFormula,
  isSourced,
  matchesQuery,
  PRODUCT_STRENGTHS,
  productWords,
  searchText,
  type ProductStrength,
  type SourcedProduct,
} from './products';

/** The forms whose strength is of a tablet, of a day's release, of a volume. */
const FORMS_OF = {
  tablet: ['pill'],
  day: ['patch', 'ring'],
  mL: ['injection'],
  '0.65 mL': ['injection'],
};
const sourced = Object.keys(PRODUCT_STRENGTHS) as SourcedProduct[];
const methodOf = (product: string) =>
  (Object.keys(productsByMethod) as Method[]).find((method) =>
    productsByMethod[method].includes(product),
  );
const finds = (query: string) =>
  [...Object.values(productsByMethod).flat()].filter((product) =>
    matchesQuery(searchText(product), query),
  );

describe('the products whose strength a public source gives', () => {
  it('are products of the catalog, each of the form its strength is of', () => {
    for (const product of sourced) {
      const method = methodOf(product);
      expect(method, product).toBeDefined();
      const { per } = PRODUCT_STRENGTHS[product] as ProductStrength;
      expect(FORMS_OF[per ?? 'tablet'], product).toContain(productForm(method!, product));
    }
  });

  it('cover the patches, the rings, the injections and the named progestin-only pills', () => {
    for (const product of [
      'Xulane',
      'Twirla',
      'NuvaRing',
      'EluRyng',
      'Annovera',
      'Depo-Provera',
      'Depo-SubQ Provera 104',
      'Slynd',
      'Opill',
      'Camila',
      'Errin',
      'Sprintec',
      'Yaz',
    ]) {
      expect(isSourced(product), product).toBe(true);
    }
  });

  it('each name its source', () => {
    for (const product of sourced) expect(productSources[product], product).toMatch(/\S/);
  });
});

describe('a product as screens and documents name it', () => {
  it('gives the generic names and strengths after the brand', () => {
    expect(productWords('Slynd')).toBe('Slynd (drospirenone 4 mg)');
    expect(productWords('Yaz')).toBe('Yaz (drospirenone 3 mg, ethinyl estradiol 0.02 mg)');
    expect(productWords('Opill')).toBe('Opill (norgestrel 0.075 mg)');
  });

  it('gives one strength per phase of a phased pill', () => {
    expect(productWords('Tri-Sprintec')).toBe(
      'Tri-Sprintec (norgestimate 0.18/0.215/0.25 mg, ethinyl estradiol 0.035 mg)',
    );
  });

  it('says what a patch or a ring releases a day, and a shot holds per volume', () => {
    expect(productWords('Xulane')).toBe(
      'Xulane (norelgestromin 150 mcg/day, ethinyl estradiol 35 mcg/day)',
    );
    expect(productWords('Depo-Provera')).toBe(
      'Depo-Provera (medroxyprogesterone acetate 150 mg/mL)',
    );
    expect(productWords('Depo-SubQ Provera 104')).toBe(
      'Depo-SubQ Provera 104 (medroxyprogesterone acetate 104 mg/0.65 mL)',
    );
  });

  it('names a product no public source gave by its brand alone', () => {
    expect(productWords('Aubra')).toBe('Aubra');
  });
});

describe('finding a product', () => {
  it('finds it by its brand, in any case', () => {
    expect(finds('sprin')).toEqual(
      expect.arrayContaining(['Sprintec', 'Tri-Sprintec', 'Tri-Lo-Sprintec']),
    );
    expect(finds('NUVA')).toEqual(['NuvaRing']);
  });

  it('finds it by a generic name', () => {
    expect(finds('drospirenone')).toEqual(
      expect.arrayContaining(['Slynd', 'Yaz', 'Yasmin', 'Ocella']),
    );
    expect(finds('norgestimate')).toEqual(expect.arrayContaining(['Sprintec', 'Ortho-Cyclen']));
    expect(finds('norgestimate')).not.toContain('Yaz');
  });

  it('finds it by a strength, in milligrams or micrograms, never by a longer number', () => {
    expect(finds('drospirenone 4 mg')).toEqual(['Slynd']);
    expect(finds('0.02 mg')).toEqual(expect.arrayContaining(['Yaz', 'Aviane', 'Junel 1/20']));
    expect(finds('20mcg')).toEqual(expect.arrayContaining(['Yaz', 'Junel 1/20']));
    expect(finds('0.02')).not.toContain('Tri-Lo-Sprintec');
  });

  it('finds nothing for words no product has', () => {
    expect(finds('zzz')).toEqual([]);
  });
});

describe('a product that is a recommended formula', () => {
  it('has its ingredients at its strengths, no more and no fewer', () => {
    const formula = 'Drospirenone 3 mg / Ethinyl Estradiol 0.02 mg';
    expect(isFormula('Yaz', formula)).toBe(true);
    expect(isFormula('Yasmin', formula)).toBe(false);
    expect(isFormula('Slynd', formula)).toBe(false);
    expect(isFormula('Slynd', 'Drospirenone 4 mg')).toBe(true);
  });

  it('reads a ring’s daily release and a shot’s strength', () => {
    expect(
      isFormula(
        'NuvaRing',
        'Etonogestrel 0.12 mg / Ethinyl Estradiol 0.015 mg per day vaginal ring',
      ),
    ).toBe(true);
    expect(isFormula('Depo-Provera', 'Medroxyprogesterone acetate 150 mg/mL injection')).toBe(true);
  });

  it('is never a phased pill, nor a product whose strength is not known', () => {
    expect(isFormula('Tri-Sprintec', 'Norgestimate 0.25 mg / Ethinyl Estradiol 0.035 mg')).toBe(
      false,
    );
    expect(isFormula('Aubra', 'Levonorgestrel 0.1 mg / Ethinyl Estradiol 0.02 mg')).toBe(false);
  });
});

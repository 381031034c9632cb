import { describe, expect, it } from 'vitest';
import type { Category, Eligibility } from '../clinical/cells';
import type { Method } from '../clinical/methods';
import type { MethodSafety } from '../clinical/safety-check';
import { mayaThompson } from '../samples/patients/maya-thompson';
import {
  productGroups,
  referSuggested,
  whyNotPrescribable,
  type ProductOffer,
  type VisitFacts,
} from './decision';
import { pregnancyResult } from './pregnancy';
import { safetyCheck } from '../clinical/safety-check';
import { visitInformation } from './visit-check';
import { visitBloodPressure } from './visit-blood-pressure';

const TODAY = new Date(2026, 10, 24);
const bp = (systolic: number, diastolic: number) => ({ systolic, diastolic });
const certain = pregnancyResult({ criteria: { menses_within_7_days: true }, symptoms: false });
const notRuledOut = pregnancyResult({ criteria: {}, symptoms: false, test: 'not_done' });
const negativeTestOnly = pregnancyResult({
  criteria: { menses_within_7_days: false, no_intercourse_since_menses: false },
  symptoms: false,
  test: 'negative',
});
const positive = pregnancyResult({ criteria: {}, symptoms: false, test: 'positive' });
const facts = (over: Partial<VisitFacts> = {}): VisitFacts => ({
  pregnancy: certain,
  bloodPressure: visitBloodPressure(bp(118, 76)),
  ...over,
});
const safety = (category: Eligibility, incomplete: string[] = []): MethodSafety => ({
  category,
  reasons: [],
  missing: incomplete,
  incomplete,
});

describe('which methods a visit may prescribe (the pharmacist protocols, U.S. SPR 2024)', () => {
  it.each([1, 2] as Category[])('allows a method at category %i', (category) => {
    expect(whyNotPrescribable('pop', safety(category), facts())).toEqual([]);
  });

  it.each([3, 4] as Category[])(
    'refuses a method at category %i, and says to refer',
    (category) => {
      expect(whyNotPrescribable('pop', safety(category), facts())).toEqual([
        `U.S. MEC category ${category} for this patient. Refer.`,
      ]);
    },
  );

  it('refuses a method the chart marks not applicable', () => {
    expect(whyNotPrescribable('dmpa', safety('NA'), facts())).toEqual([
      'U.S. MEC: not applicable for this patient. Refer.',
    ]);
  });

  it('refuses a method whose check is incomplete, naming what is not answered', () => {
    expect(whyNotPrescribable('pop', safety(1, ['Smoking']), facts())).toEqual([
      'The check is incomplete: Smoking not answered.',
    ]);
  });

  it.each(['cu_iud', 'lng_iud', 'implant', 'dmpa', 'pop', 'chc'] as Method[])(
    'refuses %s when pregnancy is not ruled out or the test is positive',
    (method) => {
      expect(whyNotPrescribable(method, safety(1), facts({ pregnancy: notRuledOut }))).toContain(
        'Pregnancy is not ruled out.',
      );
      expect(whyNotPrescribable(method, safety(1), facts({ pregnancy: positive }))).toContain(
        'The pregnancy test is positive.',
      );
    },
  );

  it('with only a negative test, allows a hormonal method but never an IUD', () => {
    for (const method of ['implant', 'dmpa', 'pop', 'chc'] as Method[]) {
      expect(whyNotPrescribable(method, safety(1), facts({ pregnancy: negativeTestOnly }))).toEqual(
        [],
      );
    }
    for (const method of ['cu_iud', 'lng_iud'] as Method[]) {
      expect(whyNotPrescribable(method, safety(1), facts({ pregnancy: negativeTestOnly }))).toEqual(
        ['An IUD is not placed when pregnancy cannot be ruled out.'],
      );
    }
  });

  it('needs a blood pressure taken now, and taken again when raised, before a combined method', () => {
    expect(
      whyNotPrescribable('chc', safety(1), facts({ bloodPressure: visitBloodPressure() })),
    ).toEqual(['Take the blood pressure first.']);
    expect(
      whyNotPrescribable(
        'chc',
        safety(1),
        facts({ bloodPressure: visitBloodPressure(bp(150, 96)) }),
      ),
    ).toEqual(['Take a second blood pressure reading first.']);
    // Not before the other methods (U.S. SPR 2024, "Examinations and tests before starting").
    expect(
      whyNotPrescribable('pop', safety(1), facts({ bloodPressure: visitBloodPressure() })),
    ).toEqual([]);
  });

  it('suggests Refer when the method she wants is category 3 or 4, or pregnancy is not ruled out', () => {
    expect(referSuggested(safety(3), certain)).toBe(true);
    expect(referSuggested(safety(4), certain)).toBe(true);
    expect(referSuggested(safety(2), certain)).toBe(false);
    expect(referSuggested(undefined, certain)).toBe(false);
    expect(referSuggested(safety(1), notRuledOut)).toBe(true);
    expect(referSuggested(safety(1), positive)).toBe(true);
  });
});

describe("a seeded patient's visit, through the safety check with the visit's reading", () => {
  const { information } = mayaThompson;

  it('at 128/82 with criterion 1 met, a combined pill may be prescribed', () => {
    const bloodPressure = visitBloodPressure(bp(128, 82));
    const check = safetyCheck(visitInformation(information, bloodPressure.reading), TODAY);
    expect(check.chc.category).toBe(1);
    expect(whyNotPrescribable('chc', check.chc, { pregnancy: certain, bloodPressure })).toEqual([]);
  });

  it('at 150/96 twice, a combined method is category 3 (systolic 140-159 or diastolic 90-99) and Refer is suggested', () => {
    const bloodPressure = visitBloodPressure(bp(150, 96), bp(150, 96));
    const check = safetyCheck(visitInformation(information, bloodPressure.reading), TODAY);
    expect(check.chc.category).toBe(3);
    expect(whyNotPrescribable('chc', check.chc, { pregnancy: certain, bloodPressure })).toContain(
      'U.S. MEC category 3 for this patient. Refer.',
    );
    expect(referSuggested(check.chc, certain)).toBe(true);
    // The progestin-only methods stay open to her at that reading (the same row: 1* or 2*).
    expect(whyNotPrescribable('pop', check.pop, { pregnancy: certain, bloodPressure })).toEqual([]);
  });

  it('at 165/102 a combined method is category 4, and DMPA category 3', () => {
    const check = safetyCheck(
      visitInformation(information, visitBloodPressure(bp(165, 102), bp(162, 101)).reading),
      TODAY,
    );
    expect(check.chc.category).toBe(4);
    expect(check.dmpa.category).toBe(3);
  });

  it('without a reading taken now, the stored one stands', () => {
    const check = safetyCheck(visitInformation(information, visitBloodPressure().reading), TODAY);
    expect(check.chc.category).toBe(1);
  });
});

describe("the product picker's groups", () => {
  const ALL_FORMS: ProductOffer['scope'] = ['pill', 'patch', 'ring', 'injection'];
  const YAZ_FORMULA = 'Drospirenone 3 mg / Ethinyl Estradiol 0.02 mg';
  const offer = (over: Partial<ProductOffer> = {}) =>
    productGroups({ scope: ALL_FORMS, allowed: ['chc', 'pop', 'dmpa'], ...over });
  const labels = (over: Partial<ProductOffer> = {}) => offer(over).map(({ label }) => label);
  const products = (over: Partial<ProductOffer> = {}) =>
    offer(over).flatMap((group) => group.products.map(({ product }) => product));

  it('groups the products by kind: combined methods, then progestin-only pills, then the shot', () => {
    expect(labels()).toEqual([
      'Combined pill',
      'Patch',
      'Vaginal ring, monthly',
      'Vaginal ring, one year',
      'Progestin-only pill, norethindrone or norgestrel',
      'Progestin-only pill, drospirenone',
      'Injection (DMPA)',
    ]);
  });

  it('names each product with its strength, and finds it by its method', () => {
    const slynd = offer()
      .flatMap((group) => group.products)
      .find(({ product }) => product === 'Slynd');
    expect(slynd).toMatchObject({ method: 'pop', words: 'Slynd (drospirenone 4 mg)' });
    expect(slynd!.searchText).toContain('drospirenone');
  });

  it('offers only the methods the visit allows, and the forms the pharmacy starts', () => {
    expect(labels({ allowed: ['pop'] })).toEqual([
      'Progestin-only pill, norethindrone or norgestrel',
      'Progestin-only pill, drospirenone',
    ]);
    expect(products({ scope: ['pill', 'ring'] })).not.toContain('Xulane');
    expect(products({ scope: ['pill', 'ring'] })).toContain('NuvaRing');
    expect(products({ scope: ['pill', 'ring'] })).not.toContain('Depo-Provera');
    expect(offer({ allowed: [] })).toEqual([]);
  });

  it('puts the method she asks for first', () => {
    expect(labels({ wanted: 'dmpa' })[0]).toBe('Injection (DMPA)');
    expect(labels({ wanted: 'pop' }).slice(0, 2)).toEqual([
      'Progestin-only pill, norethindrone or norgestrel',
      'Progestin-only pill, drospirenone',
    ]);
  });

  it('offers first the top recommendation when the visit allows it: the products that are its formula', () => {
    const groups = offer({ topFormula: YAZ_FORMULA });
    expect(groups[0]).toMatchObject({ label: `Top recommendation: ${YAZ_FORMULA}` });
    expect(groups[0]!.products.map(({ product }) => product)).toEqual(['Yaz']);
    // Not twice: Yaz is no longer among the other combined pills.
    expect(products({ topFormula: YAZ_FORMULA }).filter((each) => each === 'Yaz')).toHaveLength(1);
    // A progestin-only recommendation leads with its products, then its method.
    const pop = labels({ topFormula: 'Norethindrone 0.35 mg' });
    expect(pop.slice(0, 2)).toEqual([
      'Top recommendation: Norethindrone 0.35 mg',
      'Progestin-only pill, norethindrone or norgestrel',
    ]);
  });

  it('does not offer the top recommendation first when the visit does not allow its method', () => {
    const groups = labels({ allowed: ['pop', 'dmpa'], topFormula: YAZ_FORMULA });
    expect(groups[0]).toBe('Progestin-only pill, norethindrone or norgestrel');
    expect(groups.join()).not.toContain('Top recommendation');
    expect(products({ allowed: ['pop', 'dmpa'], topFormula: YAZ_FORMULA })).not.toContain('Yaz');
  });

  it('puts her method before a recommendation of another method', () => {
    expect(labels({ wanted: 'dmpa', topFormula: YAZ_FORMULA }).slice(0, 3)).toEqual([
      'Injection (DMPA)',
      `Top recommendation: ${YAZ_FORMULA}`,
      'Combined pill',
    ]);
  });

  it('orders a recommendation no product is by its method alone', () => {
    expect(labels({ topFormula: 'Medroxyprogesterone acetate 300 mg' })[0]).toBe(
      'Injection (DMPA)',
    );
  });
});

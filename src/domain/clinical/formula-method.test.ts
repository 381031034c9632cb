import { describe, expect, it } from 'vitest';
import { methodOfFormula } from './formula-method';
import { methods } from './methods';

describe('methodOfFormula', () => {
  it.each([
    ['Drospirenone 3 mg / Ethinyl Estradiol 0.02 mg', 'chc'],
    ['Levonorgestrel 0.15 mg / Ethinyl Estradiol 0.03 mg (combined pill)', 'chc'],
    ['Etonogestrel 0.12 mg / Ethinyl Estradiol 0.015 mg per day vaginal ring', 'chc'],
    ['Norelgestromin / Ethinyl Estradiol transdermal patch', 'chc'],
    ['Estradiol valerate / dienogest', 'chc'],
    ['Twirla patch', 'chc'],
    ['Levonorgestrel 52 mg intrauterine system', 'lng_iud'],
    ['Levonorgestrel IUD 52 mg', 'lng_iud'],
    ['Kyleena', 'lng_iud'],
    ['Copper T380A intrauterine device', 'cu_iud'],
    ['ParaGard', 'cu_iud'],
    ['Etonogestrel 68 mg subdermal implant', 'implant'],
    ['Nexplanon', 'implant'],
    ['Medroxyprogesterone acetate 150 mg/mL injection', 'dmpa'],
    ['Depo-SubQ Provera 104', 'dmpa'],
    ['Norethindrone 0.35 mg', 'pop'],
    ['Drospirenone 4 mg', 'pop'],
    ['Norgestrel 0.075 mg (Opill)', 'pop'],
    ['progestin-only pill', 'pop'],
  ])('%s is %s', (formula, method) => {
    expect(methodOfFormula(formula)).toBe(method);
  });

  it('knows no method for words that name none', () => {
    expect(methodOfFormula('Levonorgestrel 1.5 mg emergency contraception')).toBeUndefined();
    expect(methodOfFormula('Omega-3 1000 mg daily')).toBeUndefined();
  });

  it('maps every formula the mock API recommends to its own method', () => {
    for (const [method, profile] of Object.entries(methods)) {
      expect(methodOfFormula(profile.formula)).toBe(method);
    }
  });
});

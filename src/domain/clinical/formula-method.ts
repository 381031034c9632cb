/**
 * The chart's method group of a recommended formula, read from its words: "Drospirenone 3 mg /
 * Ethinyl Estradiol 0.02 mg" is a combined method, "Drospirenone 4 mg" a progestin-only pill.
 * The first rule that matches decides, so an estrogen makes any formula combined and the
 * progestin alone decides only without one.
 */
import type { Method } from './methods';

const rules: readonly [Method, RegExp][] = [
  ['cu_iud', /\bcopper\b|\bcu[- ]?iud\b|\bparagard\b/i],
  [
    'chc',
    /\bethinyl ?estradiol\b|\bestradiol valerate\b|\bestetrol\b|\bmestranol\b|\bcombined\b|\bxulane\b|\btwirla\b|\bnuvaring\b|\bannovera\b|\beluryng\b/i,
  ],
  [
    'lng_iud',
    /\blevonorgestrel\b.*\b(?:intrauterine|iud|ius)\b|\blng[- ]?iu[ds]\b|\bhormonal iud\b|\bmirena\b|\bkyleena\b|\bliletta\b|\bskyla\b/i,
  ],
  ['implant', /\bimplant\b|\betonogestrel\b|\bnexplanon\b|\bimplanon\b/i],
  ['dmpa', /\bmedroxyprogesterone\b|\bdmpa\b|\bdepo[- ]?(?:provera|subq)\b|\binjection\b/i],
  [
    'pop',
    /\bnorethindrone\b|\bdrospirenone\b|\bnorgestrel\b|\bprogestin[- ]only\b|\bmini[- ]?pill\b|\bslynd\b|\bopill\b/i,
  ],
];

/** The method group of a formula, or undefined when its words name none of them. */
export function methodOfFormula(formula: string): Method | undefined {
  return rules.find(([, pattern]) => pattern.test(formula))?.[0];
}

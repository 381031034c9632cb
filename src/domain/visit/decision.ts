/**
 * What the visit's decision may be (docs/architecture.md, "The pharmacist visit"; the protocols in
 * U.S. SPR 2024). "Refer" and "No method today" are always open, each with its reason. A method
 * may be prescribed only when, for this visit:
 * - its U.S. MEC category is 1 or 2 (3, 4 or not applicable: refer, with the reason);
 * - its check is complete (an unanswered question that could make it 3 or 4 stops it);
 * - pregnancy is ruled out: reasonably certain, or, for a hormonal method only, a negative test
 *   with a follow-up (an IUD is never placed when pregnancy cannot be ruled out);
 * - for a combined method, the blood pressure has been taken now (and taken again when raised).
 * And the method is one the pharmacy's protocol lets it start (a setting, by default pill, patch,
 * ring and injection); an implant or an IUD is placed by a clinician after an exam: "Refer for
 * placement".
 */
import { rulesOut } from '../clinical/cells';
import { chartColumns } from '../clinical/chart';
import { methodOfFormula } from '../clinical/formula-method';
import type { MethodSafety } from '../clinical/safety-check';
import { methods, type Method } from '../clinical/methods';
import {
  isPlaced,
  KIND_NAMES,
  PRODUCT_KINDS,
  productKind,
  productsByMethod,
  withinScope,
  type ProductForm,
} from './method-facts/product-kinds';
import { productFacts } from './method-facts/facts';
import { isFormula, productWords, searchText } from './method-facts/products';
import type { PregnancyResult } from './pregnancy';
import type { VisitBloodPressure } from './visit-blood-pressure';

export interface VisitFacts {
  pregnancy: PregnancyResult;
  bloodPressure: VisitBloodPressure;
}

const IUDS: readonly Method[] = ['cu_iud', 'lng_iud'];

/** What rules every method out today, in the pregnancy screen's result; none when nothing does. */
function pregnancyBar({ status }: PregnancyResult): string | undefined {
  if (status === 'positive_test') return 'The pregnancy test is positive.';
  if (status === 'not_ruled_out') return 'Pregnancy is not ruled out.';
  return undefined;
}

/** A method's standing when it rules it out: "U.S. MEC category 3", "not applicable". */
const standing = ({ category }: MethodSafety) =>
  category === 'NA' ? 'not applicable' : `U.S. MEC category ${category}`;

/** Why the method cannot be prescribed at this visit; none when it can. */
export function whyNotPrescribable(
  method: Method,
  safety: MethodSafety,
  { pregnancy, bloodPressure }: VisitFacts,
): string[] {
  const why: string[] = [];
  if (safety.category === 'NA') why.push('U.S. MEC: not applicable for this patient. Refer.');
  else if (rulesOut(safety.category)) why.push(`${standing(safety)} for this patient. Refer.`);
  if (safety.incomplete.length > 0) {
    why.push(`The check is incomplete: ${safety.incomplete.join(', ')} not answered.`);
  }
  const barred = pregnancyBar(pregnancy);
  if (barred) {
    why.push(barred);
  } else if (pregnancy.status === 'negative_test_only' && IUDS.includes(method)) {
    why.push('An IUD is not placed when pregnancy cannot be ruled out.');
  }
  if (method === 'chc') {
    if (!bloodPressure.reading) why.push('Take the blood pressure first.');
    else if (bloodPressure.secondNeeded) why.push('Take a second blood pressure reading first.');
  }
  return why;
}

/** Refer is suggested when the method she wants is ruled out or pregnancy is not ruled out. */
export function referSuggested(
  wanted: MethodSafety | undefined,
  pregnancy: PregnancyResult,
): boolean {
  return (
    (wanted !== undefined && rulesOut(wanted.category)) || pregnancyBar(pregnancy) !== undefined
  );
}

/** Why Refer is suggested, in words: the method she asks for ruled out, pregnancy not ruled out. */
export function referReasons(
  wanted: Method | undefined,
  safety: MethodSafety | undefined,
  pregnancy: PregnancyResult,
): string[] {
  const barred = pregnancyBar(pregnancy);
  return [
    ...(wanted && safety && rulesOut(safety.category)
      ? [`${methods[wanted].chartName} is ${standing(safety)} for this patient.`]
      : []),
    ...(barred ? [barred] : []),
  ];
}

/** The method groups with a product this pharmacy may start: never an implant or an IUD. */
export const methodsInScope = (scope: readonly ProductForm[]): Method[] =>
  chartColumns.filter(
    (method) =>
      !isPlaced(method) &&
      productsByMethod[method].some((product) => withinScope(scope, method, product)),
  );

/** The products of `method` this pharmacy may start. */
export const productsInScope = (scope: readonly ProductForm[], method: Method): string[] =>
  productsByMethod[method].filter((product) => withinScope(scope, method, product));

/** A product the picker offers: its method, its brand, and its words (productWords). */
export interface OfferedProduct {
  method: Method;
  product: string;
  words: string;
  /** What a search looks in (products.ts, searchText). */
  searchText: string;
}

/** A group of the product picker: a kind of product, or the backend's top recommendation. */
export interface ProductGroup {
  label: string;
  products: OfferedProduct[];
}

export interface ProductOffer {
  /** The pharmacy's protocol's forms. */
  scope: readonly ProductForm[];
  /** The methods this visit allows (whyNotPrescribable gives none). */
  allowed: readonly Method[];
  /** The method she asks for, if any. */
  wanted?: Method;
  /** The backend's top recommended formula, if any: "Drospirenone 3 mg / Ethinyl Estradiol 0.02 mg". */
  topFormula?: string;
}

/** The methods in the order of their kinds (product-kinds.ts): combined, progestin-only, shot. */
const KINDS_ORDER: readonly Method[] = [
  ...new Set(PRODUCT_KINDS.map((kind) => productFacts[kind].method)),
];

/**
 * The products a pharmacist may start at this visit, grouped by kind (product-kinds.ts): only
 * the methods the visit allows, only the forms the pharmacy's protocol starts. The method she
 * asks for comes first; then the method of the backend's top recommendation, led by a group of
 * the products that are its formula; then the others, combined methods, progestin-only pills,
 * the injection. A recommendation whose method the visit does not allow leads nothing.
 */
export function productGroups({
  scope,
  allowed,
  wanted,
  topFormula,
}: ProductOffer): ProductGroup[] {
  const methods = methodsInScope(scope).filter((method) => allowed.includes(method));
  const recommended = topFormula === undefined ? undefined : methodOfFormula(topFormula);
  const top =
    topFormula !== undefined && recommended !== undefined && methods.includes(recommended)
      ? productsInScope(scope, recommended).filter((product) => isFormula(product, topFormula))
      : [];
  const group = (label: string, method: Method, products: string[]): ProductGroup => ({
    label,
    products: products.map((product) => ({
      method,
      product,
      words: productWords(product),
      searchText: searchText(product, KIND_NAMES[productKind(method, product)]),
    })),
  });
  const groupsOf = (method: Method): ProductGroup[] => [
    ...(top.length > 0 && method === recommended
      ? [group(`Top recommendation: ${topFormula}`, method, top)]
      : []),
    ...PRODUCT_KINDS.flatMap((kind) => {
      const products = productsInScope(scope, method).filter(
        (product) => productKind(method, product) === kind && !top.includes(product),
      );
      return products.length > 0 ? [group(KIND_NAMES[kind], method, products)] : [];
    }),
  ];
  const order = [...new Set([wanted, recommended, ...KINDS_ORDER])];
  return order
    .filter((method): method is Method => method !== undefined && methods.includes(method))
    .flatMap(groupsOf);
}

/**
 * What a product the visit can prescribe holds: its active ingredients and their strengths, as
 * its label gives them (docs/method-facts.md, "Products"), so the pharmacist finds a product by
 * brand, generic name or strength and her documents name what she was given. Each entry's public
 * source (its FDA label on DailyMed, the FDA's NDC Directory, NLM's RxNorm) is named beside it in
 * product-sources.ts, which only the docs page reads, so the app does not ship them. A catalog
 * product not listed here was not found in a public source: it is named by its brand only, and
 * its strength is never guessed.
 */

type Unit = 'mg' | 'mcg';
/** A strength as a label writes it: "0.035 mg", "150 mcg". */
type Dose = `${number} ${Unit}`;

interface Ingredient {
  /** The generic name, as the label writes it, in lower case. */
  name: string;
  /**
   * The strength of each kind of active tablet: one for most products; one per phase for a
   * phased pill, the phases paired across its ingredients.
   */
  doses: readonly Dose[];
}

export interface ProductStrength {
  ingredients: readonly Ingredient[];
  /** What a strength is of: a tablet unless said; a day's release (patch, ring); a volume (shot). */
  per?: 'day' | 'mL' | '0.65 mL';
}

const strength = (...ingredients: [name: string, ...doses: Dose[]][]): ProductStrength => ({
  ingredients: ingredients.map(([name, ...doses]) => ({ name, doses })),
});
const perDay = (product: ProductStrength): ProductStrength => ({ ...product, per: 'day' });

const EE = 'ethinyl estradiol';
const NORETHINDRONE_POP = strength(['norethindrone', '0.35 mg']);

/** The products whose strength a public source gives (product-sources.ts names each one's). */
export const PRODUCT_STRENGTHS = {
  // Combined pills: the active tablets' strengths; the "Fe" packs' iron tablets hold no hormone.
  Aviane: strength(['levonorgestrel', '0.1 mg'], [EE, '0.02 mg']),
  'Junel 1/20': strength(['norethindrone acetate', '1 mg'], [EE, '20 mcg']),
  'Junel 1.5/30': strength(['norethindrone acetate', '1.5 mg'], [EE, '30 mcg']),
  'Junel Fe 1/20': strength(['norethindrone acetate', '1 mg'], [EE, '20 mcg']),
  Levora: strength(['levonorgestrel', '0.15 mg'], [EE, '0.03 mg']),
  'Lo Loestrin Fe': strength(['norethindrone acetate', '1 mg'], [EE, '10 mcg']),
  'Microgestin Fe 1/20': strength(['norethindrone acetate', '1 mg'], [EE, '20 mcg']),
  Ocella: strength(['drospirenone', '3 mg'], [EE, '0.03 mg']),
  'Ortho-Cyclen': strength(['norgestimate', '0.25 mg'], [EE, '0.035 mg']),
  'Ortho Tri-Cyclen': strength(
    ['norgestimate', '0.18 mg', '0.215 mg', '0.25 mg'],
    [EE, '0.035 mg'],
  ),
  'Ortho Tri-Cyclen Lo': strength(
    ['norgestimate', '0.18 mg', '0.215 mg', '0.25 mg'],
    [EE, '0.025 mg'],
  ),
  Sprintec: strength(['norgestimate', '0.25 mg'], [EE, '0.035 mg']),
  'Tri-Lo-Sprintec': strength(['norgestimate', '0.18 mg', '0.215 mg', '0.25 mg'], [EE, '0.025 mg']),
  'Tri-Sprintec': strength(['norgestimate', '0.18 mg', '0.215 mg', '0.25 mg'], [EE, '0.035 mg']),
  // Trivora's three phases as RxNorm lists them: 6, 10 and 5 tablets.
  Trivora: strength(
    ['levonorgestrel', '0.05 mg', '0.125 mg', '0.075 mg'],
    [EE, '0.03 mg', '0.03 mg', '0.04 mg'],
  ),
  Yasmin: strength(['drospirenone', '3 mg'], [EE, '0.03 mg']),
  Yaz: strength(['drospirenone', '3 mg'], [EE, '0.02 mg']),
  // Progestin-only pills.
  Camila: NORETHINDRONE_POP,
  Errin: NORETHINDRONE_POP,
  Heather: NORETHINDRONE_POP,
  Incassia: NORETHINDRONE_POP,
  Jencycla: NORETHINDRONE_POP,
  'Nora-BE': NORETHINDRONE_POP,
  'Ortho Micronor': NORETHINDRONE_POP,
  Opill: strength(['norgestrel', '0.075 mg']),
  Slynd: strength(['drospirenone', '4 mg']),
  // Patches and rings: what they release each day.
  Xulane: perDay(strength(['norelgestromin', '150 mcg'], [EE, '35 mcg'])),
  Twirla: perDay(strength(['levonorgestrel', '120 mcg'], [EE, '30 mcg'])),
  NuvaRing: perDay(strength(['etonogestrel', '0.12 mg'], [EE, '0.015 mg'])),
  EluRyng: perDay(strength(['etonogestrel', '0.12 mg'], [EE, '0.015 mg'])),
  Annovera: perDay(strength(['segesterone acetate', '0.15 mg'], [EE, '0.013 mg'])),
  // Injections.
  'Depo-Provera': { ...strength(['medroxyprogesterone acetate', '150 mg']), per: 'mL' },
  'Depo-SubQ Provera 104': {
    ...strength(['medroxyprogesterone acetate', '104 mg']),
    per: '0.65 mL',
  },
} as const satisfies Readonly<Record<string, ProductStrength>>;

export type SourcedProduct = keyof typeof PRODUCT_STRENGTHS;

/** Whether a public source gives `product`'s strength. */
export const isSourced = (product: string): product is SourcedProduct =>
  Object.hasOwn(PRODUCT_STRENGTHS, product);

/** `product`'s strength, when a public source gives it. */
const strengthOf = (product: string): ProductStrength | undefined =>
  isSourced(product) ? PRODUCT_STRENGTHS[product] : undefined;

const numberOf = (dose: Dose) => dose.split(' ')[0]!;
const unitOf = (dose: Dose) => dose.split(' ')[1] as Unit;

/** "norgestimate 0.18/0.215/0.25 mg", "norelgestromin 150 mcg/day". */
function ingredientWords({ name, doses }: Ingredient, per: ProductStrength['per']): string {
  const sameUnit = doses.every((dose) => unitOf(dose) === unitOf(doses[0]!));
  const amounts = sameUnit
    ? `${doses.map(numberOf).join('/')} ${unitOf(doses[0]!)}`
    : doses.join('/');
  return `${name} ${amounts}${per ? `/${per}` : ''}`;
}

/** The generic names and strengths: "drospirenone 3 mg, ethinyl estradiol 0.02 mg". */
export const strengthWords = ({ ingredients, per }: ProductStrength): string =>
  ingredients.map((ingredient) => ingredientWords(ingredient, per)).join(', ');

/**
 * A product as screens and documents name it: "Slynd (drospirenone 4 mg)", its generic names
 * and strengths after its brand; a product whose strength no public source gave, by its brand
 * alone.
 */
export function productWords(product: string): string {
  const known = strengthOf(product);
  return known ? `${product} (${strengthWords(known)})` : product;
}

/** A dose in milligrams: "20 mcg" is 0.02. */
const milligrams = (dose: Dose) => Number(numberOf(dose)) / (unitOf(dose) === 'mcg' ? 1000 : 1);

/** A dose's amount in milligrams and in micrograms, as words a search finds: "0.02 mg 20 mcg". */
const bothUnits = (dose: Dose) => {
  const mg = milligrams(dose);
  return `${Number(mg.toFixed(4))} mg ${Number((mg * 1000).toFixed(1))} mcg`;
};

/**
 * What a search for `product` looks in, lower case: its brand, each generic name and each
 * strength in milligrams and micrograms, and `more` (the name of its kind: "Patch").
 */
export function searchText(product: string, more = ''): string {
  const ingredients = strengthOf(product)?.ingredients ?? [];
  return [
    product,
    more,
    ...ingredients.map(({ name }) => name),
    ...ingredients.flatMap(({ doses }) => doses.map(bothUnits)),
  ]
    .join(' ')
    .toLowerCase();
}

/** A query's terms: lower case, "3mg" as "3 mg", "µg" as "mcg". */
const termsOf = (query: string) =>
  query
    .toLowerCase()
    .replaceAll('µg', 'mcg')
    .replace(/(\d)([a-z])/g, '$1 $2')
    .split(/\s+/)
    .filter(Boolean);

const NUMBER = /^\d*\.?\d+$/;

/**
 * Whether every term of `query` is in `text` (from searchText): a word anywhere ("dros" finds
 * drospirenone), a number only as a whole amount ("0.02" finds 0.02 mg, never 0.025 mg).
 */
export function matchesQuery(text: string, query: string): boolean {
  const words = text.split(/[\s,()]+/);
  return termsOf(query).every((term) =>
    NUMBER.test(term)
      ? words.some((word) => NUMBER.test(word) && Number(word) === Number(term))
      : text.includes(term),
  );
}

/** "Drospirenone 3 mg / Ethinyl Estradiol 0.02 mg": each named ingredient and its milligrams. */
function formulaDoses(formula: string): { name: string; mg: number }[] {
  return [...formula.toLowerCase().matchAll(/([a-z][a-z ]*?)\s+(\d+(?:\.\d+)?)\s*(mg|mcg)\b/g)].map(
    ([, name, amount, unit]) => ({
      name: name!.trim(),
      mg: Number(amount) / (unit === 'mcg' ? 1000 : 1),
    }),
  );
}

/**
 * Whether `product` is the recommended `formula`: the same ingredients at the same strengths,
 * no more and no fewer. A pack whose tablets differ (a triphasic pill) is never one formula.
 */
export function isFormula(product: string, formula: string): boolean {
  const known = strengthOf(product);
  const wanted = formulaDoses(formula);
  if (!known || wanted.length !== known.ingredients.length) return false;
  return known.ingredients.every(
    ({ name, doses }) =>
      doses.length === 1 &&
      wanted.some((each) => each.name === name && Math.abs(each.mg - milligrams(doses[0]!)) < 1e-9),
  );
}

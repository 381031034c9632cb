/**
 * The products a visit can name for each method group, from the catalog's brand lists
 * (docs/product.md, "Entities and fields"), and the kind of product each is: the kind is what its
 * use follows (facts.ts, docs/method-facts.md). A combined method is a combined pill, a patch or a
 * ring; the progestin-only pill is a pill without estrogen, drospirenone (Slynd) apart from
 * norethindrone and norgestrel, since U.S. SPR 2024 gives each its own start and missed-pill rules.
 */
import { brandsByMethod, progestinOnlyPills } from '../../intake/catalog/brands';
import type { Method } from '../../clinical/methods';

const labels = (options: readonly { label: string }[]) => options.map(({ label }) => label);
const pills = labels(brandsByMethod.pill);
const iuds = labels(brandsByMethod.iud);

export const productsByMethod: Readonly<Record<Method, readonly string[]>> = {
  cu_iud: iuds.filter((brand) => brand === 'Paragard'),
  lng_iud: iuds.filter((brand) => brand !== 'Paragard'),
  implant: labels(brandsByMethod.implant),
  dmpa: labels(brandsByMethod.injection),
  pop: pills.filter((brand) => progestinOnlyPills.has(brand)),
  chc: [
    ...pills.filter((brand) => !progestinOnlyPills.has(brand)),
    ...labels(brandsByMethod.patch),
    ...labels(brandsByMethod.ring),
  ],
};

/** How a product is used: a combined method is a pill, a patch or a ring. */
export type ProductForm = 'pill' | 'patch' | 'ring' | 'injection' | 'implant' | 'iud';

/** The forms a pharmacist may start under a state protocol (U.S. SPR 2024, "Pharmacist-prescribing"). */
export const PHARMACY_FORMS = ['pill', 'patch', 'ring', 'injection'] as const;
export type PharmacyForm = (typeof PHARMACY_FORMS)[number];

/** The kinds of product whose use differs (facts.ts). */
export type ProductKind =
  | 'combined_pill'
  | 'progestin_pill'
  | 'drospirenone_pill'
  | 'patch'
  | 'monthly_ring'
  | 'yearly_ring'
  | 'injection'
  | 'implant'
  | 'lng_iud'
  | 'cu_iud';

/** The kinds, in the order the docs and the product picker list them. */
export const PRODUCT_KINDS = [
  'combined_pill',
  'progestin_pill',
  'drospirenone_pill',
  'patch',
  'monthly_ring',
  'yearly_ring',
  'injection',
  'implant',
  'lng_iud',
  'cu_iud',
] as const satisfies readonly ProductKind[];

/** Each kind's name, as the docs head it and the product picker groups its products. */
export const KIND_NAMES: Readonly<Record<ProductKind, string>> = {
  combined_pill: 'Combined pill',
  progestin_pill: 'Progestin-only pill, norethindrone or norgestrel',
  drospirenone_pill: 'Progestin-only pill, drospirenone',
  patch: 'Patch',
  monthly_ring: 'Vaginal ring, monthly',
  yearly_ring: 'Vaginal ring, one year',
  injection: 'Injection (DMPA)',
  implant: 'Implant',
  lng_iud: 'Levonorgestrel IUD',
  cu_iud: 'Copper IUD',
};

/** Drospirenone alone; every other progestin-only pill is norethindrone or norgestrel. */
const DROSPIRENONE_PILLS = new Set(['Slynd']);
/** Annovera is washed and worn again for 13 cycles; NuvaRing and EluRyng are new each month. */
const YEARLY_RINGS = new Set(['Annovera']);
const patches = new Set(labels(brandsByMethod.patch));
const rings = new Set(labels(brandsByMethod.ring));

/** The kind of `product`, one of `method`'s products. */
export function productKind(method: Method, product: string): ProductKind {
  switch (method) {
    case 'chc':
      if (patches.has(product)) return 'patch';
      if (rings.has(product)) return YEARLY_RINGS.has(product) ? 'yearly_ring' : 'monthly_ring';
      return 'combined_pill';
    case 'pop':
      return DROSPIRENONE_PILLS.has(product) ? 'drospirenone_pill' : 'progestin_pill';
    case 'dmpa':
      return 'injection';
    default:
      return method;
  }
}

const FORMS: Readonly<Record<ProductKind, ProductForm>> = {
  combined_pill: 'pill',
  progestin_pill: 'pill',
  drospirenone_pill: 'pill',
  patch: 'patch',
  monthly_ring: 'ring',
  yearly_ring: 'ring',
  injection: 'injection',
  implant: 'implant',
  lng_iud: 'iud',
  cu_iud: 'iud',
};

export const formOf = (kind: ProductKind): ProductForm => FORMS[kind];

export const productForm = (method: Method, product: string): ProductForm =>
  formOf(productKind(method, product));

/** Whether a pharmacy whose protocol allows `scope` may start `product` of `method`. */
export const withinScope = (scope: readonly ProductForm[], method: Method, product: string) =>
  scope.includes(productForm(method, product));

/** The method groups a clinician places after an exam: a pharmacist refers for them. */
export const PLACED_METHODS = ['implant', 'lng_iud', 'cu_iud'] as const satisfies Method[];
export type PlacedMethod = (typeof PLACED_METHODS)[number];

export const isPlaced = (method: Method): method is PlacedMethod =>
  (PLACED_METHODS as readonly Method[]).includes(method);

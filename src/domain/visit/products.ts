/**
 * The products a visit can prescribe for each method group, from the catalog's brand lists
 * (docs/product.md section 3): a combined method is a combined pill, a patch or a ring; the
 * progestin-only pill is a pill without estrogen.
 */
import { brandsByMethod, progestinOnlyPills } from '../intake/catalog/brands';
import type { Method } from '../clinical/methods';

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

/** How a product is used, which its instructions follow: a combined method is a pill, a patch or a ring. */
export type ProductForm = 'pill' | 'patch' | 'ring' | 'injection' | 'implant' | 'iud';

const patches = new Set(labels(brandsByMethod.patch));
const rings = new Set(labels(brandsByMethod.ring));
const formOfMethod: Readonly<Record<Method, ProductForm>> = {
  cu_iud: 'iud',
  lng_iud: 'iud',
  implant: 'implant',
  dmpa: 'injection',
  pop: 'pill',
  chc: 'pill',
};

export function productForm(method: Method, product: string): ProductForm {
  if (method === 'chc' && patches.has(product)) return 'patch';
  if (method === 'chc' && rings.has(product)) return 'ring';
  return formOfMethod[method];
}

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

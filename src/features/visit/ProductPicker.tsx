import type { OfferedProduct, ProductGroup } from '../../domain/visit/decision';
import { isSourced, matchesQuery } from '../../domain/visit/method-facts/products';
import { Combobox } from '../../ui/field/Combobox';

/** Said of a product no public source gave the strength of (docs/method-facts.md, "Products"). */
const NO_STRENGTH = 'strength not listed: check the package';

/**
 * The prescription's product, found by its brand, a generic name or a strength among the
 * products the visit and the pharmacy allow (domain/visit/decision.ts, productGroups), grouped
 * by kind: choosing one chooses its method too.
 */
export function ProductPicker({
  groups,
  chosen,
  onChoose,
  hint,
  describedBy,
}: {
  groups: readonly ProductGroup[];
  /** The product chosen, '' when none. */
  chosen: string;
  onChoose: (offered: OfferedProduct) => void;
  hint: string;
  describedBy?: string;
}) {
  const offered = new Map(
    groups.flatMap(({ products }) => products).map((each) => [each.product, each]),
  );
  return (
    <Combobox
      label="Product"
      hint={hint}
      describedBy={describedBy}
      groups={groups.map(({ label, products }) => ({
        label,
        options: products.map(({ product, words }) => ({
          id: product,
          label: words,
          detail: isSourced(product) ? undefined : NO_STRENGTH,
        })),
      }))}
      matches={(option, query) => matchesQuery(offered.get(option.id)!.searchText, query)}
      value={chosen || undefined}
      onChange={(product) => onChoose(offered.get(product)!)}
      noMatch={(query) => `No product the visit allows matches “${query}”.`}
    />
  );
}

/**
 * A product as the visit's documents name it: its name, and what it is in the reader's words,
 * looked up by its kind (method-facts/product-kinds.ts). The summary, the note to her
 * primary-care provider and the FHIR record all name a product through this, so the name it
 * gives (the brand, with its generic names and strengths where a public source gave them:
 * method-facts/products.ts) is written in one place.
 */
import type { Method } from '../clinical/methods';
import { productKind, type ProductKind } from './method-facts/product-kinds';
import { productWords } from './method-facts/products';

export interface NamedProduct {
  name: string;
  /** What it is, as `describe` words its kind: "a combined pill", "a pill". */
  what: string;
}

export function namedProduct(
  method: Method,
  product: string,
  describe: (kind: ProductKind) => string,
): NamedProduct {
  return { name: productWords(product), what: describe(productKind(method, product)) };
}

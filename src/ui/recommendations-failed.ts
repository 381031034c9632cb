/** The recommendation's failed load, in the spec's words (docs/product.md, "Error catalogue"). */
export const RECOMMENDATIONS_FAILED = 'An unexpected error has occured.';

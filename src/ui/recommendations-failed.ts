/** The recommendation's failed load, in the spec's words (docs/product.md section 8). */
export const RECOMMENDATIONS_FAILED = 'An unexpected error has occured.';

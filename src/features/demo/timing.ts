/** The demonstration's pauses (docs/product.md, "Constants and limits"), in milliseconds. */
export const GENERATE_DELAY_MS = 3000;
export const REPORT_DELAY_MS = 2500;
export const REPORT_FADE_MS = 300;

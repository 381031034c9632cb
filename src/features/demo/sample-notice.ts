/** What the sample report says of itself, on screen and on every printed page. */
export const SAMPLE_REPORT_NOTICE =
  'A sample report made from invented demonstration data: not medical advice.';

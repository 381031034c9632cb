/**
 * Names and free text a hostile or unusual person might type, for the unit,
 * component and Playwright tests: each must be kept as typed and shown as text.
 */
export const HOSTILE_TEXT = {
  script: '<script>alert(1)</script>',
  image: '<img src=x onerror=alert(1)>',
  entities: 'Tom &amp; &lt;Jerry&gt; &#x3C;b&#x3E;',
  arabic: 'مريم الحسن',
  hebrewAndEmoji: 'שרה כהן 👩🏽‍⚕️',
  accentsAndEmoji: 'Zoë 🌸 Ñúñez-O’Brien',
} as const;

export const HOSTILE_NAMES: readonly string[] = Object.values(HOSTILE_TEXT);

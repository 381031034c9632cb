/**
 * The month names in English, written out: the recommendations' header and the visit summary
 * spell dates with them. Making an Intl.DateTimeFormat instead loads the locale's calendar data,
 * some 10 ms at 4x slowdown, in the render that shows the recommendations.
 */
export const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

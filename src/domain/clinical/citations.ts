/** Sources the sample recommendations cite. */
export const citations = {
  usMec2024: 'https://www.cdc.gov/mmwr/volumes/73/rr/rr7304a1.htm',
  usSpr2024: 'https://www.cdc.gov/mmwr/volumes/73/rr/rr7303a1.htm',
  usMecProviderPage: 'https://www.cdc.gov/contraception/hcp/usmec/index.html',
  cocForAcne: 'https://doi.org/10.1002/14651858.CD004425.pub6',
  drospirenoneForPms: 'https://doi.org/10.1002/14651858.CD006586.pub4',
  smokingCessation: 'https://smokefree.gov/',
} as const;

const titles: Record<string, string> = {
  [citations.usMec2024]:
    'U.S. Medical Eligibility Criteria for Contraceptive Use, 2024 (CDC, MMWR Recommendations and Reports)',
  [citations.usSpr2024]:
    'U.S. Selected Practice Recommendations for Contraceptive Use, 2024 (CDC, MMWR Recommendations and Reports)',
  [citations.usMecProviderPage]: 'U.S. MEC 2024: CDC page for health care providers',
  [citations.cocForAcne]:
    'Combined oral contraceptive pills for treatment of acne (Cochrane Review)',
  [citations.drospirenoneForPms]:
    'Oral contraceptives containing drospirenone for premenstrual syndrome (Cochrane Review)',
  [citations.smokingCessation]: 'Smokefree.gov: help to quit smoking (National Cancer Institute)',
};

/**
 * What a link to a cited address says (WCAG 2.4.4): the source's title where it is known, else
 * the site it is on. The address itself is the link's target, not its name: read aloud, a URL
 * says little of the source.
 */
export function citationTitle(url: string): string {
  const known = titles[url];
  if (known) return known;
  try {
    return `Source on ${new URL(url).hostname.replace(/^www\./, '')}`;
  } catch {
    return 'Source';
  }
}

/** Sources the sample recommendations cite. */
export const citations = {
  usMec2024: 'https://www.cdc.gov/mmwr/volumes/73/rr/rr7304a1.htm',
  usSpr2024: 'https://www.cdc.gov/mmwr/volumes/73/rr/rr7303a1.htm',
  usMecProviderPage: 'https://www.cdc.gov/contraception/hcp/usmec/index.html',
  cocForAcne: 'https://doi.org/10.1002/14651858.CD004425.pub6',
  drospirenoneForPms: 'https://doi.org/10.1002/14651858.CD006586.pub4',
  smokingCessation: 'https://smokefree.gov/',
} as const;

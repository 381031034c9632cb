/**
 * The public source of each fact of the explorer's cards (method-cards.ts), read by the docs page
 * (page.ts, docs/method-explorer.md) only, so the app does not ship them. "CDC, Contraception"
 * is the CDC's Reproductive Health page "Contraception" (cdc.gov/contraception), whose figures
 * are the percent of women with an unintended pregnancy in the first year of typical use; "FDA
 * chart" is the FDA Office of Women's Health "Birth Control Chart" (fda.gov/birthcontrol).
 */
import type { ExplorerMethod } from './model';

const CDC = (says: string) => `CDC, "Contraception": ${says}`;
const FDA = (says: string) => `FDA, "Birth Control Chart": ${says}`;

/** Where each method's typical-use figure comes from. */
export const pregnancySources: Readonly<Partial<Record<ExplorerMethod, string>>> = {
  implant: CDC('implant, typical use failure rate 0.1%'),
  lng_iud: CDC('levonorgestrel intrauterine system (LNG IUD), typical use failure rate 0.1–0.4%'),
  cu_iud: CDC('copper T intrauterine device (IUD), typical use failure rate 0.8%'),
  shot: CDC('injection or "shot", typical use failure rate 4%'),
  combined_pill: CDC('oral contraceptives, combined pill, typical use failure rate 7%'),
  progestin_pill: CDC('oral contraceptives, progestin-only pill, typical use failure rate 7%'),
  patch: CDC('patch, typical use failure rate 7%'),
  ring: CDC('hormonal vaginal contraceptive ring, typical use failure rate 7%'),
  external_condom: CDC('male condom, typical use failure rate 13%'),
  internal_condom: CDC('female condom, typical use failure rate 21%'),
  diaphragm: CDC('diaphragm, typical use failure rate 17%'),
  fertility_awareness: CDC(
    'fertility awareness-based methods, range of typical use failure rates 2–23%',
  ),
  withdrawal: CDC('withdrawal, typical use failure rate 20%'),
  sterilization: CDC('female sterilization, typical use failure rate 0.5%'),
};

/** Where each card's other facts come from. */
export const FACT_SOURCES = {
  howOften:
    'FDA, "Birth Control Chart", its "Use" column (each day, each week, each month, every 3 months, lasts for years, each time you have sex, one-time procedure)',
  hormones:
    'FDA, "Birth Control Chart": IUD with progestin, implant, shot and mini pill (progestin only); combined pill, patch and ring (estrogen and progestin); copper IUD and barrier methods without hormones. Emergency pill: levonorgestrel 1.5 mg (its FDA Drug Facts label)',
  periodEffect:
    'FDA, "Birth Control Chart", side effects column (copper IUD: heavier, longer periods; IUD with progestin: irregular bleeding, no periods; implant: menstrual changes; shot and mini pill: irregular bleeding); combined pill, patch and ring: regular bleeding, as the visit’s method profile says (clinical/methods.ts); the emergency pill: U.S. SPR 2024, "Emergency Contraception" (a pregnancy test if no period within 3 weeks, as her visit summary says)',
  sideEffects: FDA(
    '"Some risks or side effects" of each method it lists (the patch, the ring, condoms, diaphragm, the emergency pill, fertility awareness and withdrawal were not read and list none here)',
  ),
  procedure:
    'visit/method-facts/product-kinds.ts, PLACED_METHODS (a clinician places an implant or an IUD; U.S. SPR 2024, "Implants" and "Intrauterine Contraception"); FDA chart, sterilization: one-time procedure',
  private:
    'The product’s reading of the FDA chart’s "Use" column: nothing others see, and nothing a partner takes part in (not a figure; no public source rates privacy)',
  infections:
    'U.S. SPR 2024, "Progestin-Only Pills", overview: methods other than condoms do not protect against STIs or HIV; consistent and correct use of external latex condoms reduces the risk; CDC, "Contraception": the female condom also may help prevent STDs',
  shotDelay:
    'Depo-Provera CI patient labeling (FDA label), "Return to Fertility": of women who stopped the shot to become pregnant, about half did so in about 10 months after their last injection, and 93% in about 18 months',
  permanent: CDC('female sterilization, a permanent method'),
  whereToGet:
    'visit/method-facts/product-kinds.ts, PHARMACY_FORMS (pill, patch, ring and injection, under a state protocol: Oregon OAR 855-019-0425; California B&P 4052.3; Maryland COMAR 10.34.40); Opill Drug Facts (FDA OTC label) and levonorgestrel 1.5 mg emergency pill (OTC); condoms sold without a prescription',
} as const;

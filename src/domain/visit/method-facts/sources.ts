/**
 * The public sources the method facts come from (docs/method-facts.md lists each fact with its
 * source). U.S. SPR 2024 is CDC, "U.S. Selected Practice Recommendations for Contraceptive Use,
 * 2024", MMWR Recomm Rep 2024;73(No. RR-3), also published section by section on the CDC's
 * U.S. SPR pages.
 */
export const SOURCES = {
  chcStart: 'U.S. SPR 2024, "Combined Hormonal Contraceptives": Initiation of CHCs',
  chcMissedPills:
    'U.S. SPR 2024, "Combined Hormonal Contraceptives": Late or missed doses, combined pills',
  chcMissedPatch:
    'U.S. SPR 2024, "Combined Hormonal Contraceptives": Late or missed doses, the patch',
  chcMissedRing:
    'U.S. SPR 2024, "Combined Hormonal Contraceptives": Late or missed doses, the ring',
  chcFollowUp: 'U.S. SPR 2024, "Combined Hormonal Contraceptives": Routine follow-up',
  popStart: 'U.S. SPR 2024, "Progestin-Only Pills": Initiation of POPs, need for back-up',
  popMissed: 'U.S. SPR 2024, "Progestin-Only Pills": Missed POPs (norethindrone or norgestrel)',
  drospirenoneMissed:
    'Slynd prescribing information (FDA label), missed tablets; Planned Parenthood, "What do I do if I miss a birth control pill?", Slynd',
  drospirenonePack:
    'Slynd prescribing information (FDA label), dosage: 24 white active tablets, then 4 green inert tablets',
  annovera:
    'Annovera prescribing information (FDA label): 21 days in, 7 out; washed and reused for 13 cycles; out no more than 2 hours in total in the 21 days',
  dmpa: 'U.S. SPR 2024, "Injectables": Initiation; reinjection every 3 months (13 weeks), up to 15 weeks without back-up',
  implant: 'U.S. SPR 2024, "Implants": Initiation',
  iud: 'U.S. SPR 2024, "Intrauterine Contraception": Initiation of Cu-IUDs and LNG-IUDs',
  emergency: 'U.S. SPR 2024, "Emergency Contraception"',
  notPregnant: 'U.S. SPR 2024, "How To Be Reasonably Certain that a Patient Is Not Pregnant"',
  protocols:
    'Oregon OAR 855-019-0425; California Business and Professions Code 4052.3 with 16 CCR 1746.1; Maryland COMAR 10.34.40',
  counselling:
    'U.S. SPR 2024, "Progestin-Only Pills": Overview (no protection from HIV or other STIs; condoms; PrEP); the pharmacist protocols above (counsel on bleeding changes and emergency contraception)',
  problems:
    'U.S. SPR 2024, routine follow-up of each method: advise a visit for any side effect or problem',
} as const;

export type Source = (typeof SOURCES)[keyof typeof SOURCES];

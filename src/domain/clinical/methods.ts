/** The contraceptive method groups of the U.S. MEC chart, and how the product offers each. */
export type Method = 'lng_iud' | 'implant' | 'cu_iud' | 'chc' | 'pop' | 'dmpa';

export interface MethodProfile {
  label: string;
  /** As the U.S. MEC chart heads its column. */
  chartName: string;
  formula: string;
  benefits: string[];
  /** What the method does for a birth-control goal of the intake. */
  goalBenefits: Partial<Record<string, string>>;
}

export const methods: Record<Method, MethodProfile> = {
  lng_iud: {
    label: 'levonorgestrel intrauterine system',
    chartName: 'Levonorgestrel IUD (LNG-IUD)',
    formula: 'Levonorgestrel 52 mg intrauterine system',
    benefits: ['Up to 8 years of protection with nothing to remember.', 'Estrogen-free.'],
    goalBenefits: { menstrual_cramps: 'Greatly reduces menstrual pain and bleeding.' },
  },
  implant: {
    label: 'etonogestrel implant',
    chartName: 'Implant (etonogestrel)',
    formula: 'Etonogestrel 68 mg subdermal implant',
    benefits: ['Three years of protection after a short office procedure.', 'Estrogen-free.'],
    goalBenefits: { menstrual_cramps: 'Often reduces menstrual pain.' },
  },
  cu_iud: {
    label: 'copper intrauterine device',
    chartName: 'Copper IUD (Cu-IUD)',
    formula: 'Copper T380A intrauterine device',
    benefits: ['Hormone-free.', 'Effective for up to 10 years.'],
    goalBenefits: {},
  },
  chc: {
    label: 'combined hormonal contraception (pill, patch or ring)',
    chartName: 'Combined pill, patch or ring (CHC)',
    formula: 'Drospirenone 3 mg / Ethinyl Estradiol 0.02 mg',
    benefits: ['Regular, predictable bleeding.', 'Fertility returns quickly after stopping.'],
    goalBenefits: {
      acne: 'FDA-approved for moderate acne.',
      menstrual_cramps: 'Eases menstrual cramps.',
      irregular_periods: 'Regulates the cycle.',
      hormonal_imbalance: 'Steadies cyclical hormone swings.',
    },
  },
  pop: {
    label: 'progestin-only pill',
    chartName: 'Progestin-only pill (POP)',
    formula: 'Norethindrone 0.35 mg',
    benefits: ['Estrogen-free daily pill.', 'Can be stopped at any time.'],
    goalBenefits: {},
  },
  dmpa: {
    label: 'depot medroxyprogesterone acetate injection (DMPA)',
    chartName: 'Injection (DMPA)',
    formula: 'Medroxyprogesterone acetate 150 mg/mL injection',
    benefits: ['One injection every 3 months.', 'Often stops periods.'],
    goalBenefits: { menstrual_cramps: 'Often relieves menstrual pain.' },
  },
};

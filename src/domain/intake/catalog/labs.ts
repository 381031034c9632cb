/**
 * Lab panels with units and adult female reference ranges (docs/product.md,
 * "Constants and limits"). Where the contract gives no numbers, each panel names the laboratory,
 * assay maker or guideline its range comes from. Ranges differ between laboratories and assays: a
 * report's own flags remain the source of truth for what is abnormal. The DHEA range was checked
 * against its source's published page; the others are the values those sources are commonly quoted
 * for.
 */
import type { LabTest } from './keys';
import type { FieldDef, LabComponent } from './types';

interface Panel {
  test: LabTest;
  label: string;
  unit: string;
  referenceRange: string;
  components?: readonly LabComponent[];
}

// Widely published adult female ranges (standard clinical references); no single laboratory.
const cbc: readonly LabComponent[] = [
  { label: 'WBC', unit: '×10³/µL', referenceRange: '4.0-11.0 ×10³/µL' },
  { label: 'RBC', unit: '×10⁶/µL', referenceRange: '3.8-5.2 ×10⁶/µL' },
  { label: 'Hemoglobin', unit: 'g/dL', referenceRange: '12.0-15.5 g/dL' },
  { label: 'Hematocrit', unit: '%', referenceRange: '35-45 %' },
  { label: 'Platelets', unit: '×10³/µL', referenceRange: '150-400 ×10³/µL' },
];

// NCEP ATP III (NHLBI) cut-points: LDL near-optimal and optimal, HDL for women, triglycerides.
const lipids: readonly LabComponent[] = [
  { label: 'LDL', unit: 'mg/dL', referenceRange: '< 130 mg/dL (< 100 optimal)' },
  { label: 'HDL', unit: 'mg/dL', referenceRange: '≥ 50 mg/dL' },
  { label: 'Triglycerides', unit: 'mg/dL', referenceRange: '< 150 mg/dL' },
];

function joined(components: readonly LabComponent[], part: 'unit' | 'referenceRange'): string {
  return components.map((component) => `${component.label} ${component[part]}`).join('; ');
}

const panels: readonly Panel[] = [
  // Unconjugated DHEA, not DHEA-S (another test, in µg/dL). Mayo Clinic Laboratories test
  // catalog, DHEA_ "Dehydroepiandrosterone (DHEA), Serum" (LC-MS/MS): upper limits by age,
  // the same for females and males.
  {
    test: 'dhea',
    label: 'DHEA',
    unit: 'ng/mL',
    referenceRange:
      'Below 13 ng/mL (ages 19-30); below 10 (31-40); below 8.0 (41-50); below 6.0 (51-60); below 5.0 (61 and over)',
  },
  // Mayo Clinic Laboratories, total testosterone by LC-MS/MS, adult females.
  {
    test: 'testosterone',
    label: 'Testosterone, total',
    unit: 'ng/dL',
    referenceRange: '8-60 ng/dL',
  },
  // TSH: Labcorp's adult interval (0.450-4.500), the one U.S. guidance commonly quotes;
  // free T4: Quest Diagnostics adult range.
  {
    test: 'tsh_r_t4',
    label: 'TSH with reflex to free T4',
    unit: 'mIU/L',
    referenceRange: 'TSH 0.45-4.5 mIU/L; free T4 0.8-1.8 ng/dL',
  },
  // A widely published fertility-clinic interpretive band, not a laboratory reference
  // interval (laboratories report AMH against age-specific percentiles).
  {
    test: 'amh',
    label: 'Anti-Müllerian hormone (AMH)',
    unit: 'ng/mL',
    referenceRange: '1.0-4.0 ng/mL (ages 25-40; declines with age)',
  },
  // Roche Elecsys Estradiol II method sheet, cycle phases of healthy women.
  {
    test: 'e2',
    label: 'Estradiol (E2)',
    unit: 'pg/mL',
    referenceRange: 'Follicular 12.5-166; ovulatory 85.8-498; luteal 43.8-211 pg/mL',
  },
  // docs/product.md, "Constants and limits": below 5 mIU/mL negative, above 25 positive.
  {
    test: 'hgc',
    label: 'Pregnancy test (hCG)',
    unit: 'mIU/mL',
    referenceRange: 'Below 5 mIU/mL negative; 5-25 equivocal; above 25 positive',
  },
  // Quest Diagnostics adult female ranges.
  {
    test: 'ast_alt',
    label: 'AST / ALT',
    unit: 'U/L',
    referenceRange: 'AST 10-30 U/L; ALT 6-29 U/L',
  },
  // Roche Elecsys Prolactin II method sheet, non-pregnant women.
  {
    test: 'prolactin',
    label: 'Prolactin',
    unit: 'ng/mL',
    referenceRange: '4.8-23.3 ng/mL (not pregnant)',
  },
  // Fasting glucose: Quest Diagnostics; A1c below 5.7 %: docs/product.md, "Constants and limits",
  // the ADA's Standards of Care threshold for prediabetes.
  {
    test: 'glucose_hemoglobin_a1c',
    label: 'Glucose / hemoglobin A1c',
    unit: 'mg/dL / %',
    referenceRange: 'Fasting glucose 65-99 mg/dL; A1c below 5.7 %',
  },
  // The components' ranges above.
  {
    test: 'cbc',
    label: 'Complete blood count (CBC)',
    unit: joined(cbc, 'unit'),
    referenceRange: joined(cbc, 'referenceRange'),
    components: cbc,
  },
  // Roche Elecsys FSH method sheet, cycle phases of healthy women.
  {
    test: 'fsh',
    label: 'Follicle-stimulating hormone (FSH)',
    unit: 'mIU/mL',
    referenceRange: 'Follicular 3.5-12.5; ovulatory 4.7-21.5; luteal 1.7-7.7 mIU/mL',
  },
  // Roche Elecsys LH method sheet, cycle phases of healthy women.
  {
    test: 'lh',
    label: 'Luteinizing hormone (LH)',
    unit: 'mIU/mL',
    referenceRange: 'Follicular 2.4-12.6; ovulatory 14.0-95.6; luteal 1.0-11.4 mIU/mL',
  },
  // The components' ranges above.
  {
    test: 'ldl_hdl_tg',
    label: 'LDL / HDL / triglycerides',
    unit: 'mg/dL',
    referenceRange: joined(lipids, 'referenceRange'),
    components: lipids,
  },
];

/**
 * A seated reading a person can have, in mm Hg: the one range of the provider's form and the
 * visit's reading. Outside it a number is a slip of the keys, not a reading.
 */
export const BLOOD_PRESSURE_RANGES = {
  systolic: { min: 50, max: 300 },
  diastolic: { min: 30, max: 200 },
} as const;

export const labFields: FieldDef[] = [
  {
    key: 'recent_blood_pressure',
    section: 'labs',
    label: 'Recent blood pressure',
    kind: 'blood-pressure',
    unit: 'mm Hg',
    required: true,
    audience: 'provider',
    partRanges: BLOOD_PRESSURE_RANGES,
  },
  ...panels.map(({ test, label, unit, referenceRange, components }): FieldDef => ({
    key: `lab_details:lab_results:${test}`,
    section: 'labs',
    label,
    kind: 'lab',
    unit,
    referenceRange,
    required: true,
    audience: 'provider',
    ...(components && { components }),
  })),
];

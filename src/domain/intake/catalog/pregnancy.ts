import { options } from './options';
import { allOf, yes } from '../../rules/builders';
import type { FieldDef } from './types';

const pregnant = yes('pregnant');
const previousAbortion = yes('previous_abortion');
/**
 * The summary shows abortion details only for a sexually active patient (docs/product.md section
 * 4).
 */
const abortionDetailsInSummary = allOf(yes('sexual_activity'), previousAbortion);

export const pregnancyFields: FieldDef[] = [
  {
    key: 'pregnant',
    section: 'pregnancy',
    // One answer for both states: the follow-ups (breastfeeding, days since the birth) are
    // asked only after yes, so a birth in the last 6 months must answer yes here
    // (docs/safety-check.md, "Pregnancy and postpartum").
    label: 'Pregnant or gave birth in the last 6 months',
    kind: 'boolean',
    required: false,
    help: 'Yes when pregnant now, or when she gave birth in the last 6 months.',
  },
  {
    key: 'breastfeeding',
    section: 'pregnancy',
    label: 'Breastfeeding',
    kind: 'boolean',
    required: false,
    showIf: pregnant,
    // The chart's breastfeeding rows are about making milk: pumping counts too.
  },
  {
    key: 'days_post_partum',
    section: 'pregnancy',
    label: 'Days since giving birth',
    kind: 'integer',
    unit: 'days',
    required: true,
    min: 0,
    showIf: pregnant,
    help: '0 means pregnant now, with no birth in the last 6 months.',
  },
  {
    key: 'high_bp_pregnancy',
    section: 'pregnancy',
    label: 'High blood pressure during pregnancy',
    kind: 'boolean',
    required: false,
    showIf: pregnant,
  },
  {
    key: 'c_section',
    section: 'pregnancy',
    label: 'Previous cesarean section',
    kind: 'boolean',
    required: false,
  },
  {
    key: 'planning_pregnancy',
    section: 'pregnancy',
    label: 'Planning a pregnancy',
    kind: 'boolean',
    required: false,
  },
  {
    key: 'previous_abortion',
    section: 'pregnancy',
    label: 'Previous abortion',
    kind: 'boolean',
    required: false,
    // The chart's post-abortion rows are about a pregnancy that ended, by abortion or by
    // miscarriage, so both count; "aborto" alone means either in everyday Spanish
    // (docs/patient-wording.md, "Pregnancy loss").
  },
  {
    key: 'abortion_trimester',
    section: 'pregnancy',
    label: 'Trimester of the abortion',
    kind: 'select',
    required: true,
    showIf: previousAbortion,
    summaryShowIf: abortionDetailsInSummary,
    options: options([
      // Patients count a pregnancy in months, not trimesters.
      ['first', 'First trimester'],
      ['second', 'Second trimester'],
      ['third', 'Third trimester'],
    ]),
    // The chart's rows are about the time just after it (domain/clinical/chart.ts): the last one.
  },
  {
    key: 'symptoms_of_septic_abortion',
    section: 'pregnancy',
    label: 'Symptoms of septic abortion',
    kind: 'boolean',
    required: false,
    showIf: previousAbortion,
    summaryShowIf: abortionDetailsInSummary,
  },
];

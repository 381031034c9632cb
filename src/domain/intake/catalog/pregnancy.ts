import { options } from './options';
import { isYes } from './rules';
import type { FieldDef } from './types';

const pregnant = isYes('pregnant');
const previousAbortion = isYes('previous_abortion');
/** The summary shows abortion details only for a sexually active patient (spec section 4). */
const abortionDetailsInSummary = { all: [isYes('sexual_activity'), previousAbortion] };

export const pregnancyFields: FieldDef[] = [
  { key: 'pregnant', section: 'pregnancy', label: 'Pregnant', kind: 'boolean', required: false },
  {
    key: 'breastfeeding',
    section: 'pregnancy',
    label: 'Breastfeeding',
    kind: 'boolean',
    required: false,
    showIf: pregnant,
  },
  {
    key: 'days_post_partum',
    section: 'pregnancy',
    label: 'Days postpartum',
    kind: 'integer',
    unit: 'days',
    required: true,
    min: 0,
    showIf: pregnant,
    help: 'For a birth within the last 6 months.',
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
      ['first', 'First trimester'],
      ['second', 'Second trimester'],
      ['third', 'Third trimester'],
    ]),
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

import { options } from './options';
import { isYes } from './rules';
import type { FieldDef } from './types';
import { ask } from './wording';

const pregnant = isYes('pregnant');
const previousAbortion = isYes('previous_abortion');
/** The summary shows abortion details only for a sexually active patient (spec section 4). */
const abortionDetailsInSummary = { all: [isYes('sexual_activity'), previousAbortion] };

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
    patientWording: ask(
      'Are you pregnant now, or have you given birth in the last 6 months?',
      '¿Está embarazada ahora, o ha dado a luz en los últimos 6 meses?',
    ),
  },
  {
    key: 'breastfeeding',
    section: 'pregnancy',
    label: 'Breastfeeding',
    kind: 'boolean',
    required: false,
    showIf: pregnant,
    patientWording: ask('Are you breastfeeding?', '¿Está amamantando?'),
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
    patientWording: ask(
      {
        question: 'How many days ago did you give birth?',
        hint: 'If you are pregnant now and have not given birth in the last 6 months, enter 0.',
        unit: 'days',
      },
      {
        question: '¿Hace cuántos días dio a luz?',
        hint: 'Si está embarazada ahora y no ha dado a luz en los últimos 6 meses, escriba 0.',
        unit: 'días',
      },
    ),
  },
  {
    key: 'high_bp_pregnancy',
    section: 'pregnancy',
    label: 'High blood pressure during pregnancy',
    kind: 'boolean',
    required: false,
    showIf: pregnant,
    patientWording: ask(
      'Have you had high blood pressure during pregnancy?',
      '¿Ha tenido presión arterial alta durante el embarazo?',
    ),
  },
  {
    key: 'c_section',
    section: 'pregnancy',
    label: 'Previous cesarean section',
    kind: 'boolean',
    required: false,
    patientWording: ask(
      'Have you ever had a C-section (cesarean birth)?',
      '¿Alguna vez ha tenido una cesárea?',
    ),
  },
  {
    key: 'planning_pregnancy',
    section: 'pregnancy',
    label: 'Planning a pregnancy',
    kind: 'boolean',
    required: false,
    patientWording: ask('Are you planning to become pregnant?', '¿Está planeando un embarazo?'),
  },
  {
    key: 'previous_abortion',
    section: 'pregnancy',
    label: 'Previous abortion',
    kind: 'boolean',
    required: false,
    patientWording: ask('Have you ever had an abortion?', '¿Alguna vez ha tenido un aborto?'),
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
      ['first', 'First trimester', 'Primer trimestre'],
      ['second', 'Second trimester', 'Segundo trimestre'],
      ['third', 'Third trimester', 'Tercer trimestre'],
    ]),
    patientWording: ask('In which trimester was the abortion?', '¿En qué trimestre fue el aborto?'),
  },
  {
    key: 'symptoms_of_septic_abortion',
    section: 'pregnancy',
    label: 'Symptoms of septic abortion',
    kind: 'boolean',
    required: false,
    showIf: previousAbortion,
    summaryShowIf: abortionDetailsInSummary,
    patientWording: ask(
      'After the abortion, did you have signs of infection, such as fever, chills or pain in your pelvis?',
      'Después del aborto, ¿tuvo señales de infección, como fiebre, escalofríos o dolor en la pelvis?',
    ),
  },
];

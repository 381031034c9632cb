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
    // The chart's breastfeeding rows are about making milk: pumping counts too.
    patientWording: ask(
      { question: 'Are you breastfeeding?', hint: 'Pumping breast milk for your baby counts too.' },
      {
        question: '¿Está dando pecho a su bebé?',
        hint: 'También cuenta si se saca leche para su bebé.',
      },
    ),
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
    patientWording: ask('Are you planning to become pregnant?', '¿Tiene planes de embarazarse?'),
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
    patientWording: ask(
      {
        question: 'Have you ever had an abortion or a miscarriage (pregnancy loss)?',
        hint: 'Count both: a pregnancy you chose to end, and one that ended on its own.',
      },
      {
        question: '¿Alguna vez ha tenido un aborto o ha perdido un embarazo?',
        hint: 'Cuente los dos casos: un embarazo que usted decidió terminar, y uno que se perdió por sí solo (aborto espontáneo).',
      },
    ),
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
      [
        'first',
        'First trimester',
        { en: 'First trimester (up to 3 months)', es: 'Primer trimestre (hasta 3 meses)' },
      ],
      [
        'second',
        'Second trimester',
        { en: 'Second trimester (4 to 6 months)', es: 'Segundo trimestre (de 4 a 6 meses)' },
      ],
      [
        'third',
        'Third trimester',
        { en: 'Third trimester (7 months or more)', es: 'Tercer trimestre (7 meses o más)' },
      ],
    ]),
    // The chart's rows are about the time just after it (domain/clinical/chart.ts): the last one.
    patientWording: ask(
      {
        question: 'How far along was the pregnancy when it ended?',
        hint: 'If this happened more than once, answer about the last time.',
      },
      {
        question: '¿De cuántos meses estaba cuando terminó el embarazo?',
        hint: 'Si le pasó más de una vez, responda sobre la última vez.',
      },
    ),
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
      'After the pregnancy ended, did you have signs of infection, such as fever, chills or pain low in your belly?',
      'Después de que terminó el embarazo, ¿tuvo señales de infección, como fiebre, escalofríos o dolor en el bajo vientre?',
    ),
  },
];

import { TEXT_LIMITS } from '../../text-limits';
import { brandsByMethod } from './brands';
import { options } from './options';
import { includes, includesAny, isYes } from './rules';
import type { FieldKey } from './keys';
import type { Condition, FieldDef, PatientWording, UsageMethod } from './types';
import { ask } from './wording';

const METHODS: FieldKey = 'previous_birth_control_methods';
const GOALS: FieldKey = 'birth_control_goals';

const usageHint = {
  en: 'Add each brand with when you started it and, if you stopped, when and why.',
  es: 'Agregue cada marca con la fecha en que empezó y, si dejó de usarla, cuándo y por qué.',
};

function usageHistory(
  key: FieldKey,
  method: UsageMethod,
  label: string,
  showIf: Condition,
  [en, es]: readonly [string, string],
): FieldDef {
  return {
    key,
    section: 'birth_control',
    label,
    kind: 'usage-history',
    method,
    maxEntries: 5,
    options: brandsByMethod[method],
    required: false,
    showIf,
    help: 'Up to 5 entries. Stop date and reason are optional.',
    patientWording: ask({ question: en, hint: usageHint.en }, { question: es, hint: usageHint.es }),
  };
}

/** How a goal's question is answered. */
type Answer = Pick<FieldDef, 'kind' | 'required'> &
  Partial<Pick<FieldDef, 'min' | 'max' | 'help' | 'maxLength'>>;

const scale: Answer = {
  kind: 'integer',
  required: true,
  min: 1,
  max: 10,
  help: '1 is mildest, 10 most severe.',
};
const yesOrNo: Answer = { kind: 'boolean', required: false };
const inWords: Answer = { kind: 'text', required: true, maxLength: TEXT_LIMITS.note };

/** A question asked only when its goal is among the birth-control goals. */
function goalQuestion(
  key: FieldKey,
  label: string,
  goal: string,
  answer: Answer,
  patientWording: PatientWording,
): FieldDef {
  return {
    key,
    section: 'birth_control',
    label,
    ...answer,
    showIf: includes(GOALS, goal),
    patientWording,
  };
}

/**
 * A goal's 1-10 severity; `[en, es]` ask after "How" and "¿Qué tan", in a patient's words, so
 * the Spanish adjective agrees with its noun ("fuertes son sus cólicos", "fuerte es su acné").
 */
const severity = (key: FieldKey, label: string, goal: string, [en, es]: [string, string]) =>
  goalQuestion(
    key,
    label,
    goal,
    scale,
    ask(
      { question: `How ${en}, from 1 to 10?`, hint: '1 is mild, 10 is severe.' },
      { question: `¿Qué tan ${es}, del 1 al 10?`, hint: '1 es leve, 10 es muy fuerte.' },
    ),
  );
const goalBoolean = (key: FieldKey, label: string, goal: string, wording: PatientWording) =>
  goalQuestion(key, label, goal, yesOrNo, wording);
/** What is hardest about a goal's trouble, in the patient's words. */
const challenges = (key: FieldKey, label: string, goal: string, [en, es]: [string, string]) =>
  goalQuestion(
    key,
    label,
    goal,
    inWords,
    ask(
      { question: `What is hardest about ${en}?`, hint: 'In your own words.' },
      { question: `¿Qué es lo más difícil de ${es}?`, hint: 'En sus propias palabras.' },
    ),
  );

export const birthControlFields: FieldDef[] = [
  {
    key: 'previous_birth_control',
    section: 'birth_control',
    label: 'Has used birth control before',
    kind: 'boolean',
    required: false,
    patientWording: ask(
      'Have you used birth control before?',
      '¿Ha usado métodos anticonceptivos antes?',
    ),
  },
  {
    key: METHODS,
    section: 'birth_control',
    label: 'Birth-control methods used',
    kind: 'multi-select',
    required: false,
    showIf: isYes('previous_birth_control'),
    options: [
      ...options([
        ['pill', 'Pill', 'Pastilla'],
        ['patch', 'Patch', 'Parche'],
        ['cu_iud', 'Copper IUD', { en: 'Copper IUD (Paragard)', es: 'DIU de cobre (Paragard)' }],
      ]),
      // Without it a patient who had a Mirena picks the only IUD offered, the copper one.
      {
        value: 'hormonal_iud',
        label: 'Hormonal IUD',
        patientLabel: {
          en: 'Hormonal IUD (Mirena, Kyleena, Liletta, Skyla)',
          es: 'DIU hormonal (Mirena, Kyleena, Liletta, Skyla)',
        },
        patientOnly: true,
      },
      ...options(
        [
          ['implant', 'Implant', 'Implante'],
          ['shot', 'Shot (injection)', 'Inyección'],
          ['ring', 'Vaginal ring', 'Anillo vaginal'],
        ],
        [
          ['male_condom', 'Male condom'],
          ['diaphragm', 'Diaphragm'],
          ['abstinence', 'Abstinence'],
          ['pull_out_method', 'Pull-out method'],
        ],
      ),
    ],
    patientWording: ask('Which methods have you used?', '¿Qué métodos ha usado?'),
  },
  {
    key: 'previous_birth_control_details',
    section: 'birth_control',
    label: 'Number of birth-control types tried',
    kind: 'integer',
    required: true,
    min: 0,
    showIf: isYes('previous_birth_control'),
    patientWording: ask(
      'How many types of birth control have you tried?',
      '¿Cuántos tipos de anticonceptivos ha probado?',
    ),
  },
  usageHistory('pill_usage_information', 'pill', 'Pill history', includes(METHODS, 'pill'), [
    'Which birth-control pills have you taken?',
    '¿Qué pastillas anticonceptivas ha tomado?',
  ]),
  usageHistory('patch_usage_information', 'patch', 'Patch history', includes(METHODS, 'patch'), [
    'Which birth-control patches have you used?',
    '¿Qué parches anticonceptivos ha usado?',
  ]),
  usageHistory(
    'iud_usage_information',
    'iud',
    'IUD history',
    includesAny(METHODS, ['cu_iud', 'hormonal_iud']),
    ['Which IUDs have you had?', '¿Qué DIU ha tenido?'],
  ),
  usageHistory(
    'implant_usage_information',
    'implant',
    'Implant history',
    includes(METHODS, 'implant'),
    ['Which birth-control implants have you had?', '¿Qué implantes anticonceptivos ha tenido?'],
  ),
  usageHistory(
    'injection_usage_information',
    'injection',
    'Injection history',
    includes(METHODS, 'shot'),
    ['Which birth-control shots have you had?', '¿Qué inyecciones anticonceptivas ha recibido?'],
  ),
  usageHistory('ring_usage_information', 'ring', 'Ring history', includes(METHODS, 'ring'), [
    'Which vaginal rings have you used?',
    '¿Qué anillos vaginales ha usado?',
  ]),
  {
    key: GOALS,
    section: 'birth_control',
    label: 'Goals for birth control',
    kind: 'multi-select',
    required: false,
    options: options(
      [
        ['menstrual_cramps', 'Menstrual cramps', 'Cólicos menstruales'],
        ['acne', 'Acne', 'Acné'],
        ['hormonal_imbalance', 'Hormonal imbalance', 'Desequilibrio hormonal'],
        ['irregular_periods', 'Irregular periods', 'Periodos irregulares'],
      ],
      [['pregnancy', 'Pregnancy prevention']],
    ),
    patientWording: ask(
      'Besides preventing pregnancy, what would you like birth control to help with?',
      'Además de prevenir el embarazo, ¿con qué le gustaría que le ayude el anticonceptivo?',
    ),
  },
  severity('menstrual_cramps_severity', 'Menstrual cramp severity (1-10)', 'menstrual_cramps', [
    'bad are your menstrual cramps',
    'fuertes son sus cólicos menstruales',
  ]),
  goalBoolean(
    'menstrual_cramps_past_treatments',
    'Menstrual cramps treated before',
    'menstrual_cramps',
    ask(
      'Have you had treatment for menstrual cramps before?',
      '¿Le han dado tratamiento para los cólicos menstruales?',
    ),
  ),
  challenges(
    'menstrual_cramps_challenges',
    'Challenges with menstrual cramps',
    'menstrual_cramps',
    ['your menstrual cramps', 'sus cólicos menstruales'],
  ),
  severity('acne_severity', 'Acne severity (1-10)', 'acne', [
    'bad is your acne',
    'fuerte es su acné',
  ]),
  goalBoolean(
    'acne_past_treatments',
    'Acne treated before',
    'acne',
    ask('Have you had treatment for acne before?', '¿Le han dado tratamiento para el acné?'),
  ),
  challenges('acne_challenges', 'Challenges with acne', 'acne', ['your acne', 'su acné']),
  goalBoolean(
    'hormonal_imbalance_condition',
    'Diagnosed hormonal condition',
    'hormonal_imbalance',
    ask(
      'Has a doctor told you that you have a hormone problem?',
      '¿Un médico le ha dicho que tiene un problema de hormonas?',
    ),
  ),
  goalBoolean(
    'hormonal_imbalance_treatment',
    'Treated for hormonal imbalance',
    'hormonal_imbalance',
    ask(
      'Have you been treated for a hormonal imbalance?',
      '¿Le han dado tratamiento para un desequilibrio de hormonas?',
    ),
  ),
  {
    key: 'hormonal_imbalance_challenges',
    section: 'birth_control',
    label: 'Hormonal imbalance symptoms',
    kind: 'multi-select',
    required: false,
    showIf: includes(GOALS, 'hormonal_imbalance'),
    options: options([
      ['irregular_cycles', 'Irregular cycles', 'Ciclos irregulares'],
      ['mood_swings', 'Mood swings', 'Cambios de humor'],
      ['fatigue', 'Fatigue', 'Cansancio'],
      ['weight_changes', 'Weight changes', 'Cambios de peso'],
      ['sleep_disturbances', 'Sleep disturbances', 'Problemas para dormir'],
      ['hair_and_skin_issues', 'Hair and skin issues', 'Problemas de cabello y piel'],
      ['digestive_problems', 'Digestive problems', 'Problemas digestivos'],
      ['libido_changes', 'Libido changes', 'Cambios en el deseo sexual'],
      ['hot_flashes', 'Hot flashes', 'Bochornos'],
      ['appetite', 'Appetite changes', 'Cambios de apetito'],
      [
        'cognitive',
        'Cognitive changes',
        {
          en: 'Changes in memory or concentration',
          es: 'Cambios en la memoria o la concentración',
        },
      ],
      ['body_temperature', 'Body temperature changes', 'Cambios de temperatura del cuerpo'],
      ['muscle_and_joint_pain', 'Muscle and joint pain', 'Dolor de músculos y articulaciones'],
      ['headaches', 'Headaches', 'Dolores de cabeza'],
      ['heart_palpitations', 'Heart palpitations', 'Palpitaciones'],
      ['blood_sugar', 'Blood sugar changes', 'Cambios de azúcar en la sangre'],
      ['blood_pressure', 'Blood pressure changes', 'Cambios de presión arterial'],
      ['hair_and_nail_quality', 'Hair and nail quality', 'Calidad del cabello y las uñas'],
      ['breast_changes', 'Breast changes', 'Cambios en los senos'],
      [
        'thyroid_related_symptoms',
        'Thyroid-related symptoms',
        'Síntomas relacionados con la tiroides',
      ],
    ]),
    patientWording: ask('Which of these symptoms do you have?', '¿Cuáles de estos síntomas tiene?'),
  },
  {
    key: 'irregular_periods_severity',
    section: 'birth_control',
    label: 'How irregular are periods',
    kind: 'select',
    required: true,
    showIf: includes(GOALS, 'irregular_periods'),
    options: options(
      [
        ['regular', 'Regular', 'Regulares'],
        ['off_few_days', 'Off by a few days', 'Varían unos días'],
        ['off_few_weeks', 'Off by a few weeks', 'Varían unas semanas'],
        ['completely_unpredictable', 'Completely unpredictable', 'Totalmente impredecibles'],
      ],
      [
        ['mild', 'Mild'],
        ['moderate', 'Moderate'],
        ['severe', 'Severe'],
      ],
    ),
    patientWording: ask('How regular are your periods?', '¿Qué tan regulares son sus periodos?'),
  },
  goalBoolean(
    'irregular_periods_consultation',
    'Consulted a provider about irregular periods',
    'irregular_periods',
    ask(
      'Have you talked to a doctor or nurse about your irregular periods?',
      '¿Ha hablado con un médico o una enfermera sobre sus periodos irregulares?',
    ),
  ),
  challenges(
    'irregular_periods_challenges',
    'Challenges with irregular periods',
    'irregular_periods',
    ['your irregular periods', 'sus periodos irregulares'],
  ),
  {
    key: 'birth_control_preferences',
    section: 'birth_control',
    label: 'Birth-control preference',
    kind: 'select',
    required: true,
    options: options([
      [
        'low_maintenance',
        'Low maintenance',
        {
          en: 'Low maintenance: something I don’t have to think about often',
          es: 'Algo en lo que no tenga que pensar seguido',
        },
      ],
      [
        'daily_regimen',
        'Daily regimen',
        {
          en: 'Something I take every day, like the pill',
          es: 'Algo que tome todos los días, como la pastilla',
        },
      ],
      ['no_preferences', 'No preference', 'Sin preferencia'],
    ]),
    patientWording: ask(
      'Which kind of birth control would you like best?',
      '¿Qué tipo de anticonceptivo prefiere?',
    ),
  },
];

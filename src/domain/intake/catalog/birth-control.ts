import { TEXT_LIMITS } from '../../text-limits';
import { brandsByMethod } from './brands';
import { options } from './options';
import { has, hasAny, yes } from '../../rules/builders';
import type { FieldKey } from './keys';
import type { FormRule } from '../../rules/rule';
import type { FieldDef, UsageMethod } from './types';

const METHODS: FieldKey = 'previous_birth_control_methods';
const GOALS: FieldKey = 'birth_control_goals';

function usageHistory(
  key: FieldKey,
  method: UsageMethod,
  label: string,
  showIf: FormRule,
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
function goalQuestion(key: FieldKey, label: string, goal: string, answer: Answer): FieldDef {
  return {
    key,
    section: 'birth_control',
    label,
    ...answer,
    showIf: has(GOALS, goal),
  };
}

/** A goal's 1-10 severity. */
const severity = (key: FieldKey, label: string, goal: string) =>
  goalQuestion(key, label, goal, scale);
const goalBoolean = (key: FieldKey, label: string, goal: string) =>
  goalQuestion(key, label, goal, yesOrNo);
/** What is hardest about a goal's trouble, in the patient's words. */
const challenges = (key: FieldKey, label: string, goal: string) =>
  goalQuestion(key, label, goal, inWords);

export const birthControlFields: FieldDef[] = [
  {
    key: 'previous_birth_control',
    section: 'birth_control',
    label: 'Has used birth control before',
    kind: 'boolean',
    required: false,
  },
  {
    key: METHODS,
    section: 'birth_control',
    label: 'Birth-control methods used',
    kind: 'multi-select',
    required: false,
    showIf: yes('previous_birth_control'),
    options: [
      ...options([
        ['pill', 'Pill'],
        ['patch', 'Patch'],
        ['cu_iud', 'Copper IUD'],
      ]),
      // Without it a patient who had a Mirena picks the only IUD offered, the copper one.
      {
        value: 'hormonal_iud',
        label: 'Hormonal IUD',
        patientOnly: true,
      },
      ...options(
        [
          ['implant', 'Implant'],
          ['shot', 'Shot (injection)'],
          ['ring', 'Vaginal ring'],
        ],
        [
          ['male_condom', 'Male condom'],
          ['diaphragm', 'Diaphragm'],
          ['abstinence', 'Abstinence'],
          ['pull_out_method', 'Pull-out method'],
        ],
      ),
    ],
  },
  {
    key: 'previous_birth_control_details',
    section: 'birth_control',
    label: 'Number of birth-control types tried',
    kind: 'integer',
    required: true,
    min: 0,
    showIf: yes('previous_birth_control'),
  },
  usageHistory('pill_usage_information', 'pill', 'Pill history', has(METHODS, 'pill')),
  usageHistory('patch_usage_information', 'patch', 'Patch history', has(METHODS, 'patch')),
  usageHistory(
    'iud_usage_information',
    'iud',
    'IUD history',
    hasAny(METHODS, ['cu_iud', 'hormonal_iud']),
  ),
  usageHistory('implant_usage_information', 'implant', 'Implant history', has(METHODS, 'implant')),
  usageHistory(
    'injection_usage_information',
    'injection',
    'Injection history',
    has(METHODS, 'shot'),
  ),
  usageHistory('ring_usage_information', 'ring', 'Ring history', has(METHODS, 'ring')),
  {
    key: GOALS,
    section: 'birth_control',
    label: 'Goals for birth control',
    kind: 'multi-select',
    required: false,
    options: options(
      [
        ['menstrual_cramps', 'Menstrual cramps'],
        ['acne', 'Acne'],
        ['hormonal_imbalance', 'Hormonal imbalance'],
        ['irregular_periods', 'Irregular periods'],
      ],
      [['pregnancy', 'Pregnancy prevention']],
    ),
  },
  severity('menstrual_cramps_severity', 'Menstrual cramp severity (1-10)', 'menstrual_cramps'),
  goalBoolean(
    'menstrual_cramps_past_treatments',
    'Menstrual cramps treated before',
    'menstrual_cramps',
  ),
  challenges('menstrual_cramps_challenges', 'Challenges with menstrual cramps', 'menstrual_cramps'),
  severity('acne_severity', 'Acne severity (1-10)', 'acne'),
  goalBoolean('acne_past_treatments', 'Acne treated before', 'acne'),
  challenges('acne_challenges', 'Challenges with acne', 'acne'),
  goalBoolean('hormonal_imbalance_condition', 'Diagnosed hormonal condition', 'hormonal_imbalance'),
  goalBoolean(
    'hormonal_imbalance_treatment',
    'Treated for hormonal imbalance',
    'hormonal_imbalance',
  ),
  {
    key: 'hormonal_imbalance_challenges',
    section: 'birth_control',
    label: 'Hormonal imbalance symptoms',
    kind: 'multi-select',
    required: false,
    showIf: has(GOALS, 'hormonal_imbalance'),
    options: options([
      ['irregular_cycles', 'Irregular cycles'],
      ['mood_swings', 'Mood swings'],
      ['fatigue', 'Fatigue'],
      ['weight_changes', 'Weight changes'],
      ['sleep_disturbances', 'Sleep disturbances'],
      ['hair_and_skin_issues', 'Hair and skin issues'],
      ['digestive_problems', 'Digestive problems'],
      ['libido_changes', 'Libido changes'],
      ['hot_flashes', 'Hot flashes'],
      ['appetite', 'Appetite changes'],
      ['cognitive', 'Cognitive changes'],
      ['body_temperature', 'Body temperature changes'],
      ['muscle_and_joint_pain', 'Muscle and joint pain'],
      ['headaches', 'Headaches'],
      ['heart_palpitations', 'Heart palpitations'],
      ['blood_sugar', 'Blood sugar changes'],
      ['blood_pressure', 'Blood pressure changes'],
      ['hair_and_nail_quality', 'Hair and nail quality'],
      ['breast_changes', 'Breast changes'],
      ['thyroid_related_symptoms', 'Thyroid-related symptoms'],
    ]),
  },
  {
    key: 'irregular_periods_severity',
    section: 'birth_control',
    label: 'How irregular are periods',
    kind: 'select',
    required: true,
    showIf: has(GOALS, 'irregular_periods'),
    options: options(
      [
        ['regular', 'Regular'],
        ['off_few_days', 'Off by a few days'],
        ['off_few_weeks', 'Off by a few weeks'],
        ['completely_unpredictable', 'Completely unpredictable'],
      ],
      [
        ['mild', 'Mild'],
        ['moderate', 'Moderate'],
        ['severe', 'Severe'],
      ],
    ),
  },
  goalBoolean(
    'irregular_periods_consultation',
    'Consulted a provider about irregular periods',
    'irregular_periods',
  ),
  challenges(
    'irregular_periods_challenges',
    'Challenges with irregular periods',
    'irregular_periods',
  ),
  {
    key: 'birth_control_preferences',
    section: 'birth_control',
    label: 'Birth-control preference',
    kind: 'select',
    required: true,
    options: options([
      ['low_maintenance', 'Low maintenance'],
      ['daily_regimen', 'Daily regimen'],
      ['no_preferences', 'No preference'],
    ]),
  },
];

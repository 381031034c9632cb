/**
 * The one rule language of the app: a catalog field's `showIf` (when the form asks a
 * question) and a chart row's `when` (which intake answers select it) are both a `Rule`,
 * built with the same builders (builders.ts). Two evaluators read it:
 *
 * - decide.ts, yes or no, against the form's values: a form value is always there, '' when
 *   unanswered, so nothing is unknown;
 * - evaluate.ts, true, false or unknown, against a patient_information record, where a
 *   missing answer is never read as "no" (docs/safety-check.md, "Three values").
 *
 * The leaves that read one answer by its key (`AnswerLeaf`) mean the same to both. The
 * leaves the safety check derives from several answers, the day or a gap of the intake
 * (`DerivedLeaf`) have no form value to read, so a form's rule (`FormRule`) cannot hold them:
 * one in a catalog `showIf` is a type error.
 */
import type { FieldKey } from '../intake/catalog';
import type { MedicationClass } from '../clinical/medications';

/** A span of numbers: from (inclusive) up to below (exclusive). */
export interface Span {
  from?: number;
  below?: number;
}

export const within = (value: number, { from = -Infinity, below = Infinity }: Span) =>
  value >= from && value < below;

/** A blood-pressure band of the chart; 'high' is either of them. */
export type PressureBand = 'elevated' | 'severe' | 'high';

/** The intensity of anticoagulation a DVT/PE row asks about; 'none': no anticoagulant. */
export type Anticoagulation = 'therapeutic' | 'prophylactic' | 'none';

/**
 * A leaf that reads one answer by its key. Its keys are catalog keys (FieldKey); the form's
 * evaluator also takes other keys (`FormRule<string>`), for tests of the operators.
 */
export type AnswerLeaf<Key extends string = FieldKey> =
  /** A yes/no question answered yes (the form holds 'yes', the record true). */
  | { yes: Key }
  /** A yes/no question answered no. */
  | { no: Key }
  | { field: Key; equals: string }
  | { field: Key; in: readonly string[] }
  /** A multi-select with this value among its selections. */
  | { field: Key; includes: string }
  /** A multi-select with any of these values among its selections. */
  | { field: Key; includesAny: readonly string[] }
  /** A number answer within the span. */
  | { field: Key; span: Span };

/** A leaf only the safety check reads: it has no one form value. */
export type DerivedLeaf =
  /** Age in whole years on the day of the check, from date_of_birth. */
  | { age: Span }
  /** Body mass index from height and weight, unrounded. */
  | { bmi: Span }
  /** The recorded blood pressure, or the range answered for hypertension without medication. */
  | { bloodPressure: PressureBand }
  /** A medicine of this class named in current_medications or current_supplements. */
  | { medication: MedicationClass }
  /** Anticoagulation named in current_medications, by the dose it states. */
  | { anticoagulation: Anticoagulation }
  /** A lipid flag of the lab profile: high LDL, low HDL or high triglycerides. */
  | { dyslipidemia: true }
  /** An answer the intake does not ask where this row needs it: always unknown. */
  | { unasked: FieldKey };

/**
 * A rule over the leaves `Leaf`: a leaf, or an operator over rules. Two operators say "all of"
 * (docs/safety-check.md, "Three values"): `all`, a guard, reads its parts in order and stops at
 * the first that is not true, so a follow-up is read only once its trigger holds; `allIndependent`,
 * a conjunction of independent facts, reads every part, and one false part makes it false.
 */
export type Rule<Leaf = AnswerLeaf | DerivedLeaf> = Leaf | Operator<Leaf>;

/** An operator over rules of the leaves `Leaf`. */
type Operator<Leaf> =
  | { all: readonly Rule<Leaf>[] }
  | { allIndependent: readonly Rule<Leaf>[] }
  | { any: readonly Rule<Leaf>[] }
  | { atLeast: number; of: readonly Rule<Leaf>[] }
  | { not: Rule<Leaf> }
  | { stricterIfUnknown: Rule<Leaf> };

const OPERATORS = ['all', 'allIndependent', 'any', 'atLeast', 'not', 'stricterIfUnknown'] as const;

/** Whether a rule is an operator over other rules, not a leaf. */
export const isOperator = <Leaf extends object>(rule: Rule<Leaf>): rule is Operator<Leaf> =>
  OPERATORS.some((operator) => operator in rule);

/** An operator's parts, in order: what a walk through a rule goes on to. */
export function partsOf<Leaf>(rule: Operator<Leaf>): readonly Rule<Leaf>[] {
  if ('all' in rule) return rule.all;
  if ('allIndependent' in rule) return rule.allIndependent;
  if ('any' in rule) return rule.any;
  if ('atLeast' in rule) return rule.of;
  if ('not' in rule) return [rule.not];
  return [rule.stricterIfUnknown];
}

/** A rule the form can decide: every leaf reads one form value. */
export type FormRule<Key extends string = FieldKey> = Rule<AnswerLeaf<Key>>;

/** The answers a rule reads: a form rule's triggers, a chart row's answers. */
export function answersOf<Key extends string>(rule: FormRule<Key>): Key[];
export function answersOf(rule: Rule): FieldKey[];
export function answersOf(rule: AnyRule): string[] {
  return reads(rule);
}

type AnyRule = Rule<AnswerLeaf<string> | DerivedLeaf>;

function reads(rule: AnyRule): string[] {
  if (isOperator(rule)) return partsOf(rule).flatMap(reads);
  // The intake has no question for it.
  if ('unasked' in rule) return [];
  if ('yes' in rule) return [rule.yes];
  if ('no' in rule) return [rule.no];
  if ('age' in rule) return ['date_of_birth'];
  if ('bmi' in rule) return ['height', 'weight'];
  if ('bloodPressure' in rule) return ['recent_blood_pressure', 'hypertension', 'hypertension_bp'];
  if ('medication' in rule || 'anticoagulation' in rule) {
    return ['current_medications', 'current_supplements'];
  }
  if ('dyslipidemia' in rule) return ['lab_details:lab_results:ldl_hdl_tg'];
  return [rule.field];
}

import type { FormRule } from '../../rules/rule';
import type { FieldKey } from './keys';

/**
 * The intake catalog describes every patient-information field once (docs/product.md,
 * "Entities and fields"); the patient form, the intake summary and the serializer are all driven by
 * it.
 */

/** The languages a patient can take the intake in. */
export type Language = 'en' | 'es';

export type SectionId =
  'personal' | 'social' | 'pregnancy' | 'birth_control' | 'medical' | 'family' | 'labs';

/** The sections a patient is asked about: all but the provider's labs. */
export type PatientSectionId = Exclude<SectionId, 'labs'>;

/** The keys a patient is asked: all but the provider's labs section (labs.ts). */
export type PatientKey = Exclude<FieldKey, `lab_details:${string}` | 'recent_blood_pressure'>;

/** A whole number's expected range, both ends included. */
interface Range {
  min: number;
  max: number;
}

export interface Section {
  id: SectionId;
  title: string;
}

export type FieldKind =
  | 'text'
  | 'integer'
  | 'boolean'
  | 'date'
  | 'select'
  | 'multi-select'
  /** Free text entered comma-separated, stored as a list of strings. */
  | 'list'
  /** Up to five entries of brand, start date, stop date and stop reason. */
  | 'usage-history'
  /** A lab panel: results and flags. */
  | 'lab'
  /** Systolic and diastolic. */
  | 'blood-pressure';

export interface Option {
  value: string;
  label: string;
  /** A value known for display (sample data, older records) that the form does not offer. */
  displayOnly?: true;
  /**
   * Offered in the patient's chat, though the provider's form (docs/product.md,
   * "Entities and fields") does not offer it: the form shows it once a record holds it.
   */
  patientOnly?: true;
}

export type UsageMethod = 'pill' | 'patch' | 'iud' | 'implant' | 'injection' | 'ring';

/** One part of a lab panel whose results are a list (CBC, LDL/HDL/TG). */
export interface LabComponent {
  label: string;
  unit: string;
  referenceRange: string;
}

/**
 * A field of the catalog. Its keys are typed (FieldKey); the rule machinery also accepts
 * other keys (`FieldDef<string>`), for tests of the operators. A patient's words for it are
 * not here but in one module per language (domain/intake/wording), loaded only by the chat.
 */
export type FieldDef<Key extends string = FieldKey> = FieldBase<Key> & {
  /** 'provider': not asked of a patient (labs); absent: the form and the patient's chat. */
  audience?: 'provider';
};

/** A field a patient is asked. */
export type PatientFieldDef = FieldDef & { audience?: undefined };

interface FieldBase<Key extends string> {
  /**
   * The path in the patient information, ':'-separated as in the form keys of docs/product.md,
   * "Entities and fields".
   */
  key: Key;
  section: SectionId;
  label: string;
  kind: FieldKind;
  options?: readonly Option[];
  unit?: string;
  /** Required whenever the field is shown. */
  required: boolean;
  /** When the form asks it (domain/rules/decide.ts): a rule of one-answer leaves only. */
  showIf?: FormRule<Key>;
  /** The read-only summary's rule, where it is stricter than the form's. */
  summaryShowIf?: FormRule<Key>;
  help?: string;
  /** integer: the range a whole number is expected in. */
  min?: number;
  max?: number;
  /** blood-pressure: the range each part is expected in, systolic and diastolic. */
  partRanges?: Readonly<Record<'systolic' | 'diastolic', Range>>;
  /**
   * The most characters of the free text a field holds: a text or list field's answer, each
   * of a lab's results and flags, a usage entry's stop reason. TEXT_LIMITS.default when absent.
   */
  maxLength?: number;
  /** usage-history only. */
  method?: UsageMethod;
  maxEntries?: number;
  /** lab only. */
  referenceRange?: string;
  /**
   * lab only: the values of a panel whose results and flags are lists (CBC, LDL/HDL/TG), in
   * their order; the form takes one box per value (model/lab-values.ts).
   */
  components?: readonly LabComponent[];
}

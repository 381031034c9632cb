/**
 * The form's values and messages outside React. Components subscribe to the keys they
 * read, so a keystroke re-renders its own field and the few fields whose show-if rule
 * reads it, not the whole form of some 150 fields.
 *
 * Its scope is the patient intake form and nothing else: it exists because that form
 * is measured (npm run bench:form). Every other form uses the small-form pattern of
 * src/ui/form (our own hook, a zod schema, plain text fields).
 */
import type { Refusal } from '../../../ui/form/form-problems';
import {
  sameFormValue,
  type FormErrors,
  type FormValue,
  type FormValues,
} from '../../../domain/intake/model';

type Listener = () => void;

/** The key to subscribe to for the refusal; form keys are made of words, digits and colons. */
export const REFUSAL = '#refusal';

export interface FormStore {
  /** The current values, read-only: the store writes to this record in place. */
  values(): FormValues;
  get(key: string): FormValue | undefined;
  /** A value entered in the key's own control; entering it clears the key's messages. */
  set(key: string, value: FormValue): void;
  /**
   * Changes the form makes itself (adding or removing a usage entry). Text inputs hold
   * their own text while typing, so they are told through `revision`.
   */
  update(change: (values: FormValues) => FormValues): void;
  /** Counts the `update`s that changed this key. */
  revision(key: string): number;
  errors(): FormErrors;
  error(key: string): string | undefined;
  setErrors(errors: FormErrors): void;
  /** Messages that do not block a save (see checkFormValues). */
  warning(key: string): string | undefined;
  warnings(): FormErrors;
  setWarnings(warnings: FormErrors): void;
  /** The last refused save's problems in page order (see checkForm); none once a check passes. */
  refusal(): Refusal | undefined;
  setRefusal(refusal: Refusal | undefined): void;
  /** Called when any of these keys changes value, revision or message (REFUSAL: the refusal). */
  subscribe(keys: readonly string[], listener: Listener): () => void;
  /** True when the values differ from the ones the form started with. */
  isDirty(): boolean;
  /** The values that differ from the ones the form started with (one removed as ''). */
  changes(): FormValues;
  /**
   * The values the record was loaded with, read-only; undefined for a new patient, who has
   * none, so every value counts as changed.
   */
  loaded(): FormValues | undefined;
}

export interface FormStoreOptions {
  /** A new patient: the starting values are blanks, not a stored record. */
  isNew?: boolean;
}

function changedKeys<T>(
  before: Record<string, T>,
  after: Record<string, T>,
  equal: (a: T | undefined, b: T | undefined) => boolean = (a, b) => a === b,
): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => !equal(before[key], after[key]));
}

export function createFormStore(
  initial: FormValues,
  { isNew = false }: FormStoreOptions = {},
): FormStore {
  // Written in place: a keystroke should not copy some 450 values.
  let values = { ...initial };
  let errors: FormErrors = {};
  let warnings: FormErrors = {};
  let refusal: Refusal | undefined;
  const revisions = new Map<string, number>();
  const byKey = new Map<string, Set<Listener>>();

  function notify(keys: readonly string[]): void {
    const called = new Set<Listener>();
    for (const key of keys) {
      for (const listener of byKey.get(key) ?? []) called.add(listener);
    }
    for (const listener of called) listener();
  }

  return {
    values: () => values,
    get: (key) => values[key],
    set(key, value) {
      if (values[key] === value) return;
      values[key] = value;
      if (key in errors) {
        errors = { ...errors };
        delete errors[key];
      }
      if (key in warnings) {
        warnings = { ...warnings };
        delete warnings[key];
      }
      notify([key]);
    },
    update(change) {
      const before = values;
      values = change(values);
      const changed = changedKeys(before, values);
      for (const key of changed) revisions.set(key, (revisions.get(key) ?? 0) + 1);
      notify(changed);
    },
    revision: (key) => revisions.get(key) ?? 0,
    errors: () => errors,
    error: (key) => errors[key],
    setErrors(next) {
      const before = errors;
      errors = next;
      notify(changedKeys(before, next));
    },
    warning: (key) => warnings[key],
    warnings: () => warnings,
    setWarnings(next) {
      const before = warnings;
      warnings = next;
      notify(changedKeys(before, next));
    },
    refusal: () => refusal,
    setRefusal(next) {
      if (next === refusal) return;
      refusal = next;
      notify([REFUSAL]);
    },
    subscribe(keys, listener) {
      for (const key of keys) {
        let listeners = byKey.get(key);
        if (!listeners) byKey.set(key, (listeners = new Set()));
        listeners.add(listener);
      }
      return () => {
        for (const key of keys) byKey.get(key)?.delete(listener);
      };
    },
    isDirty: () => changedKeys(initial, values, sameFormValue).length > 0,
    changes: () =>
      Object.fromEntries(
        changedKeys(initial, values, sameFormValue).map((key) => [key, values[key] ?? '']),
      ),
    loaded: () => (isNew ? undefined : initial),
  };
}

export {
  EMAIL_KEY,
  NOT_KNOWN,
  type FormValue,
  type FormValues,
  sameFormValue,
  selectionsOf,
  textOf,
} from './form-values';
export { checkFormValues, validateFormValues, type FormErrors } from './validate';
export { answersNotKept, toPatientInformation } from './serializer';
export { toFormValues } from './to-form-values';
export { formKeysOf, wholeNumberProblem } from './codec';
export { lengthProblem, maxLengthAt } from './text-length';
export { emptyPatientInformation } from './empty-information';
export {
  addUsageEntry,
  MAX_USAGE_ENTRIES,
  removeUsageEntry,
  usageEntryCount,
  usageKey,
  type UsagePart,
} from './usage';
export { formOptions } from './options';
// The display helpers (./format), the intake summary and the lab profile (./summary) are
// imported from their own modules: through this index every screen that reads the model, the
// chat too, would load them.

export {
  NOT_KNOWN,
  type FormValue,
  type FormValues,
  sameFormValue,
  selectionsOf,
  textOf,
} from './form-values';
export { isShown, triggersOf } from './show-if';
export {
  checkFormValues,
  validateFormValues,
  type CheckOptions,
  type FormCheck,
  type FormErrors,
} from './validate';
export { IntakeValidationError, toFormValues, toPatientInformation } from './serializer';
export { formKeysOf, wholeNumberProblem } from './codec';
export { lengthProblem, maxLengthAt } from './text-length';
export { emptyPatientInformation } from './empty-information';
export {
  addUsageEntry,
  MAX_USAGE_ENTRIES,
  removeUsageEntry,
  usageEntryCount,
  usageKey,
  USAGE_PARTS,
  type UsagePart,
} from './usage';
export { formOptions } from './options';
// The display helpers of spec section 5, every one of them.
export * from './format';
export {
  intakeSummary,
  labProfile,
  type LabComponentResult,
  type LabProfileRow,
  type SummaryRow,
  type SummarySection,
} from './summary';

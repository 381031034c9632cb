/**
 * The checks before a save: the browser's own (required, email) and the intake rules and the
 * email's (domain/email, which refuses every address the browser does, and one without a dot
 * in its domain). Every problem gets its message beside its field, and all of them, whichever
 * check found them, one list in the order of the page: the summary above the form
 * (FormProblems), which focuses the first. The product's own rules block only values changed
 * since the record was loaded; on the others they leave a warning (see checkFormValues).
 */
import { INVALID_EMAIL, isEmailAddress } from '../../../domain/email';
import {
  checkFormValues,
  EMAIL_KEY,
  lengthProblem,
  textOf,
  type FormErrors,
} from '../../../domain/intake/model';
import { REQUIRED } from '../../../domain/intake/model/validate';
import { TEXT_LIMITS } from '../../../domain/text-limits';
import { inPageOrder, isControl, type Control } from '../../../ui/form/form-problems';
import type { FormStore } from './form-store';
import { problemLabel } from './problem-labels';

function nativeMessage(control: Control): string {
  if (control.validity.valueMissing) return REQUIRED;
  if (control.validity.typeMismatch && control.type === 'email') return INVALID_EMAIL;
  return control.validationMessage;
}

/** The controls the browser finds invalid. */
function browserInvalid(form: HTMLFormElement): Control[] {
  const invalid: Control[] = [];
  const collect = (event: Event) => {
    if (event.target instanceof Element && isControl(event.target)) invalid.push(event.target);
  };
  form.addEventListener('invalid', collect, true);
  form.checkValidity();
  form.removeEventListener('invalid', collect, true);
  return invalid;
}

/**
 * True when the form may be sent; otherwise shows the messages beside their fields and lists
 * them above the form, whose summary focuses the first.
 */
export function checkForm(form: HTMLFormElement, store: FormStore): boolean {
  const invalid = browserInvalid(form);
  const errors: FormErrors = {};
  for (const control of invalid) errors[control.name] = nativeMessage(control);
  const check = checkFormValues(store.values(), { loaded: store.loaded(), today: new Date() });
  Object.assign(errors, check.errors);
  // The email is the record's, not the intake's; a stored one can be over the limit.
  const email = textOf(store.values(), EMAIL_KEY);
  const emailTooLong = lengthProblem(email, TEXT_LIMITS.email);
  if (emailTooLong) errors[EMAIL_KEY] ??= emailTooLong;
  // A blank one is the required check's.
  if (email.trim() !== '' && !isEmailAddress(email)) errors[EMAIL_KEY] ??= INVALID_EMAIL;
  store.setErrors(errors);
  store.setWarnings(check.warnings);
  const named = Object.entries(errors).map(([name, message]) => ({ name, message }));
  if (named.length === 0) {
    store.setRefusal(undefined);
    return true;
  }
  // In page order, whichever check found it: an email the browser takes can still be refused.
  const problems = inPageOrder(form, named, problemLabel);
  store.setRefusal({ attempt: (store.refusal()?.attempt ?? 0) + 1, problems });
  return false;
}

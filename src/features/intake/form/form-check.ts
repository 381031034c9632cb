/**
 * The checks before a save: the browser's own (required, email) first, then the intake
 * rules and the email's (domain/email, which refuses every address the browser does, and
 * one without a dot in its domain). Every problem gets its message; the first one in the
 * page gets focus. The product's own rules block only values changed since the record was
 * loaded; on the others they leave a warning (see checkFormValues).
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
import type { FormStore } from './form-store';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isControl(element: Element): element is Control {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

function nativeMessage(control: Control): string {
  if (control.validity.valueMissing) return REQUIRED;
  if (control.validity.typeMismatch && control.type === 'email') return INVALID_EMAIL;
  return control.validationMessage;
}

/** The controls the browser finds invalid, in page order (the invalid event fires in that order). */
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

function reveal(control: Control): void {
  control.focus({ preventScroll: true });
  control.scrollIntoView({ block: 'center' });
}

/** True when the form may be sent; otherwise shows the messages and focuses the first problem. */
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
  if (Object.keys(errors).length === 0) return true;
  // In page order, whichever check found it: an email the browser takes can still be refused.
  const first = Array.from(form.elements).find((e) => isControl(e) && e.name in errors);
  if (first && isControl(first)) reveal(first);
  return false;
}

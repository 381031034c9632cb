/**
 * Why a submit was refused, as one list in the order of the page (WCAG 2.2 3.3.1, 3.3.3): each
 * problem with a field under that field's name, then those of the whole form. FormProblems
 * shows it; the patient form and the small forms each build it from their own checks.
 */

/** One line of the list. */
export interface FormProblem {
  /** The id of the control the problem is about; none for one of the whole form. */
  controlId?: string;
  /** The field's name as the page shows it; none for a problem of the whole form. */
  label?: string;
  message: string;
}

/** A refused submit: its problems, and which refusal it is (each one is announced anew). */
export interface Refusal {
  attempt: number;
  problems: readonly FormProblem[];
}

/** A problem with the value of the control named `name`. */
export interface NamedProblem {
  name: string;
  message: string;
}

/** The words above the list. */
export function problemCountText(count: number): string {
  return count === 1 ? '1 problem to fix before saving' : `${count} problems to fix before saving`;
}

export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A form control that holds a value under a name. */
export function isControl(element: Element): element is Control {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

/** The form's controls by name, in page order (the first of a group of radios or checkboxes). */
function controlsByName(form: HTMLFormElement | null | undefined): Map<string, Control> {
  const controls = new Map<string, Control>();
  for (const element of Array.from(form?.elements ?? [])) {
    if (isControl(element) && element.name && !controls.has(element.name)) {
      controls.set(element.name, element);
    }
  }
  return controls;
}

/**
 * The problems in the order of their controls in the form, each with its control's id and
 * the name `labelOf` gives it; two of one field keep their own order. One whose control is
 * not in the form comes after them, without an id.
 */
export function inPageOrder(
  form: HTMLFormElement | null | undefined,
  problems: readonly NamedProblem[],
  labelOf: (name: string, control: Control | undefined) => string | undefined,
): FormProblem[] {
  const controls = controlsByName(form);
  const position = new Map([...controls.keys()].map((name, index) => [name, index]));
  const at = (problem: NamedProblem) => position.get(problem.name) ?? Number.MAX_SAFE_INTEGER;
  return [...problems]
    .sort((a, b) => at(a) - at(b))
    .map(({ name, message }) => {
      const control = controls.get(name);
      return {
        controlId: control?.id || undefined,
        label: labelOf(name, control),
        message,
      };
    });
}

/** A control's label as it reads on the page, without the marks hidden from screen readers (*). */
export function controlLabel(control: Control | undefined): string | undefined {
  const label = control?.labels?.[0];
  if (!label) return undefined;
  const copy = label.cloneNode(true) as HTMLElement;
  for (const hidden of Array.from(copy.querySelectorAll('[aria-hidden="true"]'))) hidden.remove();
  return copy.textContent?.trim() || undefined;
}

/** Moves focus to a control and brings it to the middle of the screen. */
export function revealControl(control: HTMLElement): void {
  control.focus({ preventScroll: true });
  control.scrollIntoView({ block: 'center' });
}

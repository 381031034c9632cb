/**
 * The forms of the fault matrix (e2e/fault-matrix.ts): each fills the fields its submit
 * needs and says what it typed where, so a test can check nothing typed was lost.
 */
import type { Locator, Page } from '@playwright/test';

export interface Typed {
  field: Locator;
  value: string;
}

export interface FormSteps {
  /** The submit button's name; pressing it again is the form's retry. */
  submit: string;
  /** Fills the form on the open screen; resolves to what was typed in which field. */
  fill(page: Page): Promise<Typed[]>;
}

/** Values no seed record has, so a kept value cannot be mistaken for a loaded one. */
const run = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);

async function typeInto(field: Locator, value: string): Promise<Typed> {
  await field.fill(value);
  return { field, value };
}

const patientField = (page: Page, key: string) => page.locator(`main form [name="${key}"]`);

/**
 * Answers every control the browser still finds invalid, as the intake e2e test does, but
 * inside the page: some sixty answers typed one by one through Playwright take a minute.
 * Each value goes through the native setter and a bubbling event, as typing does, and the
 * loop waits a frame so follow-up questions an answer reveals are answered too.
 */
export async function answerRequiredInPage(): Promise<void> {
  const setValue = (control: HTMLInputElement | HTMLSelectElement, value: string) => {
    const prototype = Object.getPrototypeOf(control) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(control, value);
    control.dispatchEvent(
      new Event(control instanceof HTMLSelectElement ? 'change' : 'input', {
        bubbles: true,
      }),
    );
  };
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  for (let answered = 0; answered < 300; answered += 1) {
    const control = document.querySelector<HTMLInputElement | HTMLSelectElement>(
      'main form :is(input, select, textarea):invalid',
    );
    if (!control) return;
    if (control instanceof HTMLSelectElement) setValue(control, control.options[1]!.value);
    else if (control.type === 'radio') control.click();
    else if (control.type === 'date') setValue(control, '2021-06-01');
    else if (control.name.endsWith(':flags')) setValue(control, '-');
    else if (control.type === 'number' || control.inputMode === 'numeric') {
      // A plausible adult's height, weight and blood pressure (the form refuses others); 5
      // anywhere else.
      const plausible: Record<string, string> = {
        height: '64',
        weight: '140',
        'recent_blood_pressure:systolic': '118',
        'recent_blood_pressure:diastolic': '76',
      };
      setValue(control, plausible[control.name] ?? '5');
    } else setValue(control, 'Noted');
    await nextFrame();
  }
  throw new Error('The required fields never ran out.');
}

export const formSteps = {
  newOrganization: {
    submit: 'Create',
    async fill(page) {
      const key = `fault-${run()}`;
      return [
        await typeInto(page.getByLabel('Name'), `Fault Matrix Clinic ${key}`),
        await typeInto(page.getByLabel('Unique Key'), key),
      ];
    },
  },
  newProvider: {
    submit: 'Create',
    async fill(page) {
      const key = run();
      return [
        await typeInto(page.getByLabel('Email'), `fault.${key}@northgate-cc.example`),
        await typeInto(page.getByLabel('Clerk user ID'), `user_fault${key}`),
      ];
    },
  },
  newPatient: {
    submit: 'Create',
    async fill(page) {
      const key = run();
      const typed = [
        await typeInto(page.locator('main form input[type="email"]'), `fault.${key}@example.com`),
        await typeInto(patientField(page, 'name'), `Fault Matrix ${key}`),
        await typeInto(patientField(page, 'date_of_birth'), '1995-03-14'),
        await typeInto(patientField(page, 'height'), '64'),
        await typeInto(patientField(page, 'weight'), '150'),
        await typeInto(patientField(page, 'first_menstruation'), '12'),
      ];
      await page.evaluate(answerRequiredInPage);
      return typed;
    },
  },
  patientChange: {
    submit: 'Submit',
    async fill(page) {
      return [await typeInto(patientField(page, 'ethnicity'), `Typed before the fault ${run()}`)];
    },
  },
} satisfies Record<string, FormSteps>;

export type FormName = keyof typeof formSteps;

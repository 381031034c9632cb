/**
 * For the patient form's tests (tests/patient-form.ts has the rest of their helpers). The form
 * shows its first section with its heading and draws the others a slice at a time after that
 * (field-rendering.ts), so a test that goes past the first section waits, as a person would,
 * for the form's last question to show.
 */
import { screen, within } from '@testing-library/react';
import { fieldsOfSection, sections } from '../src/domain/intake/catalog';

/** The form's last question: the last field of its last section, a lab panel shown to all. */
const lastQuestion = fieldsOfSection(sections.at(-1)!.id).at(-1)!;

/**
 * Resolves once the whole form is in the page. By the question's text, not its role: a role
 * query over the whole form is slow in jsdom, and this one runs on every change to the page.
 */
export async function wholeFormDrawn(): Promise<void> {
  await within(screen.getByRole('form')).findByText(lastQuestion.label, { selector: 'legend' });
}

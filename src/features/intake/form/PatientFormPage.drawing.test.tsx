/**
 * The form shows its first section with its heading and draws the rest a slice at a time
 * (field-rendering.ts, docs/architecture.md, "Budgets"): nothing may be lost while it does.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldsOfSection } from '../../../domain/intake/catalog';
import {
  emailField,
  openMaya,
  openNewPatient,
  region,
  stubScrollingInEachTest,
  submitButton,
  textbox,
} from '../../../../tests/patient-form';
import { SECTION_TITLES } from '../../../../tests/spec-fixtures';
import { wholeFormDrawn } from '../../../../tests/form-drawn';

const sectionHeadings = () =>
  within(screen.getByRole('form'))
    .getAllByRole('heading', { level: 2, hidden: true })
    .map((heading) => heading.textContent);
const indexLinks = () =>
  within(
    within(screen.getByRole('navigation', { name: 'Form sections' })).getByRole('list'),
  ).getAllByRole('link');
const labsDrawn = () => screen.queryByRole('region', { name: 'Labs', hidden: true }) !== null;
const lastLabPanel = fieldsOfSection('labs').at(-1)!.label;

describe('the patient form while it is drawn', () => {
  const scrolling = stubScrollingInEachTest();

  it('lists every section in its index from the start, and has every one once drawn', async () => {
    await openMaya();
    expect(sectionHeadings()).toEqual(['Personal Information']);
    expect(indexLinks().map((link) => link.firstChild?.textContent)).toEqual(SECTION_TITLES);

    await wholeFormDrawn();
    expect(sectionHeadings()).toEqual(SECTION_TITLES);
    for (const title of SECTION_TITLES) expect(region(title)).toBeInTheDocument();
  });

  it('keeps what is typed in the first section meanwhile, its field and its focus', async () => {
    const app = await openMaya();
    const name = textbox('Full name', region('Personal Information'));
    await app.user.type(name, ' J');
    expect(labsDrawn()).toBe(false);
    await app.user.keyboard('r');

    await wholeFormDrawn();
    // The same element: nothing was mounted anew, focus and the scroll position were left alone.
    expect(name).toBeInTheDocument();
    expect(name).toHaveValue('Maya Thompson Jr');
    expect(name).toHaveFocus();
    expect(scrolling.scrollIntoView).not.toHaveBeenCalled();
    expect(scrolling.scrollTo).not.toHaveBeenCalled();
  });

  it('jumps from the index to the last section before it is drawn', async () => {
    const app = await openMaya();
    expect(labsDrawn()).toBe(false);
    const labs = indexLinks().find((link) => link.firstChild?.textContent === 'Labs')!;
    await app.user.click(labs);

    expect(screen.getByRole('heading', { level: 2, name: 'Labs' })).toHaveFocus();
    expect(scrolling.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(
      within(region('Labs')).getByRole('group', { name: lastLabPanel, hidden: true }),
    ).toBeInTheDocument();
  });

  it('checks a submit made before the form is drawn against every field', async () => {
    const app = await openNewPatient();
    expect(labsDrawn()).toBe(false);
    await app.user.click(submitButton('Create'));

    // The first problem's field has focus, and the list goes on to the last section's fields.
    expect(emailField()).toHaveFocus();
    const links = within(screen.getByRole('alert')).getAllByRole('link');
    const last = links.at(-1)!;
    const control = document.getElementById(last.getAttribute('href')!.slice(1))!;
    expect(region('Labs')).toContainElement(control);
    await app.user.click(last);
    expect(control).toHaveFocus();
  });
});

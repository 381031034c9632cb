import { noPharmacySettings } from '../../domain/visit/pharmacy/no-settings';
import { act, cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAYA } from '../../../tests/sample-patients';
import { openReviewedVisit } from '../../../tests/visit';
import { mockDb } from '../../mocks/node';
import { keepPharmacySettings, pharmacySettingsKey } from '../../tab-memory/pharmacy-settings';
import { rememberTabletEntry } from '../../tab-memory/tablet-entries';

const PROVIDER = 'user_demo_provider';

async function openDocuments() {
  const app = await openReviewedVisit();
  await app.user.click(await screen.findByRole('button', { name: '6. Documents' }));
  // The step's code loads as it opens.
  await screen.findByRole('group', { name: 'Pharmacy and pharmacist' });
  return app;
}

describe("the visit's documents", () => {
  it('say what is still missing before there is anything to print', async () => {
    await openDocuments();
    expect(screen.getByText(/Before the documents, give/)).toHaveTextContent(
      "Before the documents, give the decision, the pharmacy, the pharmacy's phone, the pharmacist's given name, the pharmacist's family name, the licence number, the state of the licence.",
    );
    expect(screen.queryByRole('button', { name: 'Print visit summary' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download visit record' })).not.toBeInTheDocument();
  });

  it('keep the pharmacy and pharmacist on this device for this user, and nothing of hers', async () => {
    const app = await openDocuments();
    expect(
      screen.getByText(/Kept in this browser on this device for your sign-in only/),
    ).toHaveTextContent('They hold no patient data.');
    await app.user.type(screen.getByLabelText('Pharmacy'), 'Main Street Pharmacy');
    await app.user.type(screen.getByLabelText("Pharmacist's family name"), 'Lee');
    await app.user.selectOptions(screen.getByLabelText('State of the licence'), 'Oregon');
    cleanup();

    // Kept under this user's key, holding the settings alone: no name, email or id of hers.
    expect(Object.keys(localStorage)).toEqual([pharmacySettingsKey(PROVIDER)]);
    const stored = localStorage.getItem(pharmacySettingsKey(PROVIDER))!;
    expect(JSON.parse(stored)).toMatchObject({ pharmacy: 'Main Street Pharmacy' });
    const maya = mockDb.getPatient(MAYA)!;
    for (const hers of [MAYA, maya.email, 'Maya', 'Thompson', '2002-03-14']) {
      expect(stored).not.toContain(hers);
    }

    const next = await openDocuments();
    expect(screen.getByLabelText('Pharmacy')).toHaveValue('Main Street Pharmacy');
    expect(screen.getByLabelText("Pharmacist's family name")).toHaveValue('Lee');
    expect(screen.getByLabelText('State of the licence')).toHaveValue('OR');
    // A visit with nothing answered yet leaves without asking: the settings are not answers.
    await next.user.click(screen.getByRole('link', { name: 'All Patients' }));
    expect(screen.queryByRole('dialog', { name: 'Leave the visit?' })).not.toBeInTheDocument();
  });

  it("show no other user's details", async () => {
    keepPharmacySettings('user_someone_else', {
      ...noPharmacySettings,
      pharmacy: 'Elm Street Pharmacy',
      pharmacistFamilyName: 'Ruiz',
    });
    await openDocuments();
    expect(screen.getByLabelText('Pharmacy')).toHaveValue('');
    expect(screen.getByLabelText("Pharmacist's family name")).toHaveValue('');
  });

  it('are forgotten on this device on asking', async () => {
    keepPharmacySettings(PROVIDER, {
      ...noPharmacySettings,
      pharmacy: 'Main Street Pharmacy',
      pharmacistFamilyName: 'Lee',
    });
    const app = await openDocuments();
    expect(screen.getByLabelText('Pharmacy')).toHaveValue('Main Street Pharmacy');

    await app.user.click(
      screen.getByRole('button', { name: 'Forget these details on this device' }),
    );
    expect(screen.getByText('This device no longer keeps them.')).toHaveRole('status');
    expect(screen.getByLabelText('Pharmacy')).toHaveValue('');
    expect(screen.getByLabelText('Pharmacy')).toHaveFocus();
    expect(screen.getByLabelText("Pharmacist's family name")).toHaveValue('');
    expect(localStorage.getItem(pharmacySettingsKey(PROVIDER))).toBeNull();
    expect(
      screen.queryByRole('button', { name: 'Forget these details on this device' }),
    ).not.toBeInTheDocument();
    cleanup();

    await openDocuments();
    expect(screen.getByLabelText('Pharmacy')).toHaveValue('');
  });

  it('address the note to the primary-care provider she names, with a line to sign', async () => {
    keepPharmacySettings(PROVIDER, {
      ...noPharmacySettings,
      pharmacy: 'Main Street Pharmacy',
      phone: '503-555-0100',
      pharmacistGivenName: 'Sam',
      pharmacistFamilyName: 'Lee',
      licence: 'RPH-0012345',
      licenceState: 'OR',
    });
    const { user } = await openReviewedVisit();
    await user.click(await screen.findByRole('button', { name: '5. Decision' }));
    const choose = (question: string, option: string) =>
      user.click(
        within(screen.getByRole('group', { name: question })).getByRole('radio', {
          name: option,
        }),
      );
    await screen.findByRole('group', { name: 'Decision' });
    await choose('Decision', 'No method today');
    await choose('Reason', 'She chose not to start a method today');
    await user.click(screen.getByRole('button', { name: '6. Documents' }));
    await screen.findByRole('button', { name: 'Print visit summary' });
    expect(
      screen.queryByLabelText('Her primary-care provider (name, clinic)'),
    ).not.toBeInTheDocument();

    await user.click(
      screen.getByRole('checkbox', {
        name: 'She consents to her primary-care provider being told',
      }),
    );
    // No note until it is addressed to someone.
    expect(screen.getByText('Before the note, give her primary-care provider.')).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Print note to primary-care provider' }),
    ).not.toBeInTheDocument();
    await user.type(
      screen.getByLabelText('Her primary-care provider (name, clinic)'),
      'Dr. Ana Ruiz, Salem Family Clinic',
    );
    expect(
      screen.getByRole('button', { name: 'Print note to primary-care provider' }),
    ).toBeVisible();
    const note = screen.getByRole('article', { name: 'Note to primary-care provider' });
    expect(note).toHaveTextContent('ToDr. Ana Ruiz, Salem Family Clinic');
    const signature = within(note).getByRole('region', { name: "Pharmacist's signature" });
    expect(signature).toHaveTextContent(/Sam Lee, Oregon licence RPH-0012345/);
    expect(signature).toHaveTextContent(/Date: \d{4}-\d{2}-\d{2}/);
    // Her summary is headed by her name and date of birth.
    expect(screen.getByRole('article', { name: 'Your visit summary' })).toHaveTextContent(
      'Maya Thompson · Date of birth: March 14, 2002',
    );
  });

  it('suggest her name in two parts for the record, and wait for one of them', async () => {
    const app = await openDocuments();
    const record = screen.getByRole('group', { name: 'Her name in the visit record' });
    const given = within(record).getByLabelText('Given names');
    const family = within(record).getByLabelText('Family name');
    expect(given).toHaveValue('Maya');
    expect(family).toHaveValue('Thompson');
    await app.user.clear(given);
    await app.user.clear(family);
    expect(screen.getByText(/Before the documents, give/)).toHaveTextContent(
      'her given or family name',
    );
    await app.user.type(family, 'Thompson Reyes');
    expect(screen.getByText(/Before the documents, give/)).not.toHaveTextContent('her given');
  });

  it('refuse an NPI that is not 10 digits or whose check digit does not match', async () => {
    const app = await openDocuments();
    const npi = screen.getByLabelText("Pharmacist's NPI (optional)");
    await app.user.type(npi, '12345');
    expect(npi).toHaveAccessibleDescription('An NPI is 10 digits.');
    expect(npi).toBeInvalid();
    await app.user.clear(npi);
    await app.user.type(npi, '1234567890');
    expect(npi).toHaveAccessibleDescription(
      "This NPI's check digit does not match: check it in the NPPES NPI Registry.",
    );
    expect(screen.getByText(/Before the documents, give/)).toHaveTextContent(
      'a correct NPI for the pharmacist, or none',
    );
    // CMS's own example of a valid NPI.
    await app.user.clear(npi);
    await app.user.type(npi, '1234567893');
    expect(npi).toBeValid();
    expect(screen.getByText(/Before the documents, give/)).not.toHaveTextContent('NPI');
  });

  it('preselect Spanish for a patient who took the chat in Spanish on this tab', async () => {
    const maya = mockDb.getPatient(MAYA)!;
    act(() => rememberTabletEntry('user_demo_provider', maya.email, 'es'));
    await openDocuments();
    const language = screen.getByRole('group', { name: 'Language of her visit summary' });
    expect(within(language).getByRole('radio', { name: 'Español' })).toBeChecked();
  });

  it('preselect English otherwise', async () => {
    await openDocuments();
    const language = screen.getByRole('group', { name: 'Language of her visit summary' });
    expect(within(language).getByRole('radio', { name: 'English' })).toBeChecked();
  });
});

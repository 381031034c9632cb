import { act, cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAYA } from '../../../tests/sample-patients';
import { openReviewedVisit } from '../../../tests/visit';
import { mockDb } from '../../mocks/node';
import { rememberTabletEntry } from '../../tab-memory/tablet-entries';

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
      "Before the documents, give the decision, the pharmacy, the pharmacy's phone, the pharmacist's name.",
    );
    expect(screen.queryByRole('button', { name: 'Print visit summary' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download visit record' })).not.toBeInTheDocument();
  });

  it('keep the pharmacy and pharmacist for the next visit in this tab', async () => {
    const app = await openDocuments();
    await app.user.type(screen.getByLabelText('Pharmacy'), 'Main Street Pharmacy');
    await app.user.type(screen.getByLabelText("Pharmacist's name"), 'Sam Lee');
    cleanup();

    const next = await openDocuments();
    expect(screen.getByLabelText('Pharmacy')).toHaveValue('Main Street Pharmacy');
    expect(screen.getByLabelText("Pharmacist's name")).toHaveValue('Sam Lee');
    // A visit with nothing answered yet leaves without asking: the settings are not answers.
    await next.user.click(screen.getByRole('link', { name: 'All Patients' }));
    expect(screen.queryByRole('dialog', { name: 'Leave the visit?' })).not.toBeInTheDocument();
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

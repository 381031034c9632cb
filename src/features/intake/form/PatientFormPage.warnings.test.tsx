import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockDb } from '../../../mocks/node';
import {
  backAtList,
  EDIT_MAYA,
  labPanel,
  MAYA,
  openMaya,
  recordSaves,
  retype,
  stubScrollingInEachTest,
  submitButton,
  textbox,
} from '../../../../tests/patient-form';
import { wholeFormDrawn } from '../../../../tests/form-drawn';

const CBC = 'Complete blood count (CBC)';
const MISMATCH = ['-', '-', '-', '-'];

/** Maya as the backend holds her, with five CBC results but only four flags. */
function storeMismatchedCbc() {
  const maya = mockDb.getPatient(MAYA)!;
  const labDetails = structuredClone(maya.information.lab_details) as {
    lab_results: Record<string, { results: unknown; flags: unknown }>;
  };
  labDetails.lab_results.cbc!.flags = MISMATCH;
  mockDb.updatePatient(MAYA, { email: maya.email, information: { lab_details: labDetails } });
}

const cbcFlags = () => textbox('Flags', labPanel(CBC));

describe('a stored value that breaks one of the product’s own rules', () => {
  stubScrollingInEachTest();
  beforeEach(storeMismatchedCbc);

  it('is pointed out beside its field but does not stop the save', async () => {
    const saves = recordSaves();
    const app = await openMaya();
    await wholeFormDrawn();
    expect(cbcFlags()).toHaveAccessibleDescription(
      /^Check this value: 5 results but 4 flags; give one flag per result, "-" for none\./,
    );
    expect(cbcFlags()).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(labPanel(CBC)).getByText(/^Check this value:/)).toBeVisible();

    await app.user.click(submitButton('Submit'));
    await backAtList(app);
    expect(saves).toHaveLength(1);
    const labs = saves[0]!.body.patient_information.lab_details as {
      lab_results: { cbc: { flags: string[] } };
    };
    expect(labs.lab_results.cbc.flags).toEqual(MISMATCH);
  });

  it('blocks the save once the provider edits the panel to a still-mismatched value', async () => {
    const saves = recordSaves();
    const app = await openMaya();
    await wholeFormDrawn();
    await retype(app, cbcFlags(), '-, -, L');
    await app.user.click(submitButton('Submit'));

    await waitFor(() => expect(cbcFlags()).toHaveAttribute('aria-invalid', 'true'));
    expect(cbcFlags()).toHaveAccessibleDescription(
      /^Give one flag per result, "-" for none\. One per result/,
    );
    expect(cbcFlags()).toHaveFocus();
    expect(saves).toHaveLength(0);
    expect(app.pathname()).toBe(EDIT_MAYA);
  });
});

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
const SIX_RESULTS = ['6.2', '4.5', '13.4', '40.1', '255', '7'];

/** Maya as the backend holds her, with six CBC results for its five values. */
function storeSixCbcResults() {
  const maya = mockDb.getPatient(MAYA)!;
  const labDetails = structuredClone(maya.information.lab_details) as {
    lab_results: Record<string, { results: unknown; flags: unknown }>;
  };
  labDetails.lab_results.cbc!.results = SIX_RESULTS;
  mockDb.updatePatient(MAYA, { email: maya.email, information: { lab_details: labDetails } });
}

/** The last value's box, which holds the items past it. */
const platelets = () => textbox('Platelets', labPanel(CBC));

describe('a stored value that breaks one of the product’s own rules', () => {
  stubScrollingInEachTest();
  beforeEach(storeSixCbcResults);

  it('is pointed out beside its field but does not stop the save', async () => {
    const saves = recordSaves();
    const app = await openMaya();
    await wholeFormDrawn();
    expect(platelets()).toHaveValue('255, 7');
    expect(platelets()).toHaveAccessibleDescription(
      /^Check this value: this box holds more than one value: 255, 7\./,
    );
    expect(platelets()).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(labPanel(CBC)).getByText(/^Check this value:/)).toBeVisible();

    await app.user.click(submitButton('Submit'));
    await backAtList(app);
    expect(saves).toHaveLength(1);
    const labs = saves[0]!.body.patient_information.lab_details as {
      lab_results: { cbc: { results: string[] } };
    };
    expect(labs.lab_results.cbc.results).toEqual(SIX_RESULTS);
  });

  it('blocks the save once the provider edits the box to another list of values', async () => {
    const saves = recordSaves();
    const app = await openMaya();
    await wholeFormDrawn();
    await retype(app, platelets(), '255, 8');
    await app.user.click(submitButton('Submit'));

    await waitFor(() => expect(platelets()).toHaveAttribute('aria-invalid', 'true'));
    expect(platelets()).toHaveAccessibleDescription(
      /^Enter one value, without commas \(a decimal takes a point: 6\.2\)\. Reference range/,
    );
    expect(platelets()).toHaveFocus();
    expect(saves).toHaveLength(0);
    expect(app.pathname()).toBe(EDIT_MAYA);
  });
});

/**
 * The lab panels in the patient form (docs/product.md, "Lab panels: one box per value, and Not
 * done"): a panel of several values takes one box per value and its flag, a panel with values
 * missing is refused naming them, and "Not done" answers a panel in one click.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockDb } from '../../../mocks/node';
import {
  backAtList,
  EDIT_MAYA,
  labPanel,
  MAYA,
  openMaya,
  recordSaves,
  stubScrollingInEachTest,
  submitButton,
  textbox,
} from '../../../../tests/patient-form';
import { wholeFormDrawn } from '../../../../tests/form-drawn';

const CBC = 'Complete blood count (CBC)';
const LIPIDS = 'LDL / HDL / triglycerides';
const MISSING = ['RBC', 'Hemoglobin', 'Hematocrit', 'Platelets'];

/** Maya as the backend holds her, with the CBC saved as a single "5" (a comma list of one). */
function storeCbcOfOneValue() {
  const maya = mockDb.getPatient(MAYA)!;
  const labDetails = structuredClone(maya.information.lab_details) as {
    lab_results: Record<string, { results: unknown; flags: unknown }>;
  };
  labDetails.lab_results.cbc = { results: ['5'], flags: ['-'] };
  mockDb.updatePatient(MAYA, { email: maya.email, information: { lab_details: labDetails } });
}

const listed = () =>
  within(screen.getByRole('alert'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const notDone = (panel: string) =>
  within(labPanel(panel)).getByRole('checkbox', { name: 'Not done', hidden: true });
type LabResults = Record<string, { results: unknown; flags: unknown }>;

describe('a lab panel of several values', () => {
  stubScrollingInEachTest();

  it('has a box for each value and its flag, with its unit and range, as stored', async () => {
    await openMaya();
    await wholeFormDrawn();
    const cbc = labPanel(CBC);
    expect(textbox('WBC', cbc)).toHaveValue('6.2');
    expect(textbox('WBC', cbc)).toHaveAccessibleDescription(
      'Reference range: 4.0-11.0 ×10³/µL. ×10³/µL',
    );
    expect(textbox('Platelets', cbc)).toHaveValue('255');
    expect(textbox('Platelets flag', cbc)).toHaveValue('-');
    expect(textbox('Triglycerides', labPanel(LIPIDS))).toHaveValue('88');
    expect(within(cbc).getAllByRole('textbox', { hidden: true })).toHaveLength(10);
  });

  describe('saved with one value', () => {
    beforeEach(storeCbcOfOneValue);

    it('is refused, naming each value missing at its box, and nothing is sent', async () => {
      const saves = recordSaves();
      const app = await openMaya();
      await wholeFormDrawn();
      await app.user.click(submitButton('Submit'));

      const cbc = labPanel(CBC);
      await waitFor(() => expect(textbox('RBC', cbc)).toHaveAttribute('aria-invalid', 'true'));
      expect(textbox('WBC', cbc)).toHaveValue('5');
      expect(textbox('WBC', cbc)).not.toHaveAttribute('aria-invalid', 'true');
      expect(textbox('RBC', cbc)).toHaveAccessibleDescription(
        /^Missing: the RBC result\. Enter it, or mark the panel "Not done"\./,
      );
      expect(textbox('RBC', cbc)).toHaveFocus();
      expect(listed()).toEqual(
        MISSING.flatMap((value) => [
          `${CBC}, ${value}: Missing: the ${value} result. Enter it, or mark the panel "Not done".`,
          `${CBC}, ${value} flag: Missing: the ${value} flag ("-" for none). Enter it, or mark the panel "Not done".`,
        ]),
      );
      expect(saves).toHaveLength(0);
      expect(app.pathname()).toBe(EDIT_MAYA);
    });

    it('saves once every value is entered, as the contract’s lists', async () => {
      const saves = recordSaves();
      const app = await openMaya();
      await wholeFormDrawn();
      const cbc = labPanel(CBC);
      for (const [index, value] of MISSING.entries()) {
        await app.user.type(textbox(value, cbc), String(index + 10));
        await app.user.type(textbox(`${value} flag`, cbc), '-');
      }
      await app.user.click(submitButton('Submit'));
      await backAtList(app);
      const labs = saves[0]!.body.patient_information.lab_details as { lab_results: LabResults };
      expect(labs.lab_results.cbc).toEqual({
        results: ['5', '10', '11', '12', '13'],
        flags: ['-', '-', '-', '-', '-'],
      });
    });
  });
});

describe('"Not done"', () => {
  stubScrollingInEachTest();

  it('answers a panel in one click, stored as "Not done", and shows so when opened again', async () => {
    const saves = recordSaves();
    const app = await openMaya();
    await wholeFormDrawn();
    await app.user.click(notDone(LIPIDS));
    expect(within(labPanel(LIPIDS)).queryAllByRole('textbox', { hidden: true })).toHaveLength(0);
    await app.user.click(notDone('DHEA'));
    await app.user.click(submitButton('Submit'));
    await backAtList(app);

    const labs = saves[0]!.body.patient_information.lab_details as { lab_results: LabResults };
    expect(labs.lab_results.ldl_hdl_tg).toEqual({
      results: ['Not done', 'Not done', 'Not done'],
      flags: ['Not done', 'Not done', 'Not done'],
    });
    expect(labs.lab_results.dhea).toEqual({ results: 'Not done', flags: 'Not done' });

    await openMaya();
    await wholeFormDrawn();
    expect(notDone(LIPIDS)).toBeChecked();
    expect(notDone(CBC)).not.toBeChecked();
  });

  it('unticked, gives the boxes back what they held', async () => {
    const app = await openMaya();
    await wholeFormDrawn();
    await app.user.click(notDone(LIPIDS));
    await app.user.click(notDone(LIPIDS));
    expect(textbox('LDL', labPanel(LIPIDS))).toHaveValue('96');
    expect(textbox('Triglycerides flag', labPanel(LIPIDS))).toHaveValue('-');
  });

  it('clears the messages of the panel it answers', async () => {
    storeCbcOfOneValue();
    const app = await openMaya();
    await wholeFormDrawn();
    await app.user.click(submitButton('Submit'));
    await waitFor(() =>
      expect(textbox('RBC', labPanel(CBC))).toHaveAttribute('aria-invalid', 'true'),
    );
    await app.user.click(notDone(CBC));
    expect(within(labPanel(CBC)).queryByText(/^Missing:/)).not.toBeInTheDocument();
    const saves = recordSaves();
    await app.user.click(submitButton('Submit'));
    await backAtList(app);
    expect(saves).toHaveLength(1);
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LabProfile } from './LabProfile';

const information = {
  lab_details: {
    lab_results: {
      dhea: { results: '18.5', flags: 'HH' },
      testosterone: { results: '4', flags: 'L' },
      prolactin: { results: 'hemolysed', flags: 'A' },
      tsh_r_t4: { results: '1.9', flags: '-' },
      cbc: { results: ['6.2', '4.5', '10.1'], flags: ['-', '-', 'L'] },
      hgc: { results: 'Not done', flags: 'Not done' },
      ldl_hdl_tg: { results: ['96', '62', 'Not done'], flags: ['-', '-', 'Not done'] },
    },
  },
};

function rowOf(name: string): HTMLElement {
  const table = screen.getByRole('table', { name: 'Biomarker lab profile' });
  return within(table).getByRole('rowheader', { name }).closest('tr')!;
}

describe('LabProfile', () => {
  it('lists the 13 panels under their column headers', () => {
    render(<LabProfile information={information} />);
    const table = screen.getByRole('table', { name: 'Biomarker lab profile' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Test', 'Result', 'Flag', 'Unit', 'Reference range']);
    // 11 single panels; CBC and lipids each a heading over their 5 and 3 values.
    expect(within(table).getAllByRole('rowheader')).toHaveLength(21);
    expect(within(table).getAllByRole('rowgroup')).toHaveLength(14);
    expect(rowOf('DHEA')).toHaveTextContent('ng/mLBelow 13 ng/mL (ages 19-30); below 10 (31-40)');
  });

  it('names high, low and other flags in words with the letter and what they mean', () => {
    render(<LabProfile information={information} />);
    expect(rowOf('DHEA')).toHaveTextContent('High (HH): above the reference range');
    expect(rowOf('Testosterone, total')).toHaveTextContent('Low (L): below the reference range');
    expect(rowOf('Prolactin')).toHaveTextContent('Flagged (A): outside the reference range');
    expect(rowOf('TSH with reflex to free T4')).toHaveTextContent('1.9None');
  });

  it('flags each value of a list panel on its own and says what was not recorded', () => {
    render(<LabProfile information={information} />);
    expect(rowOf('Complete blood count (CBC): Hemoglobin')).toHaveTextContent(
      '10.1Low (L): below the reference range',
    );
    expect(rowOf('Complete blood count (CBC): WBC')).not.toHaveTextContent(/High|Low|Flagged/);
    expect(rowOf('Complete blood count (CBC): Platelets')).toHaveTextContent(
      'Not recordedNot recorded',
    );
    expect(rowOf('Estradiol (E2)')).toHaveTextContent('Not recorded');
  });

  it('says "Not done" for a panel or value marked so, never a flag or "None"', () => {
    render(<LabProfile information={information} />);
    expect(rowOf('Pregnancy test (hCG)')).toHaveTextContent('Pregnancy test (hCG)Not doneNot done');
    expect(rowOf('LDL / HDL / triglycerides: Triglycerides')).toHaveTextContent(
      'TriglyceridesNot doneNot done',
    );
    expect(rowOf('LDL / HDL / triglycerides: HDL')).toHaveTextContent('62None');
  });

  it('labels each cell of a row with its column, for the stacked layout of a narrow box', () => {
    render(<LabProfile information={information} />);
    for (const name of ['DHEA', 'Complete blood count (CBC): Hemoglobin']) {
      const row = rowOf(name);
      const cells = [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')];
      expect(cells.map((cell) => cell.dataset.label)).toEqual([
        'Test',
        'Result',
        'Flag',
        'Unit',
        'Reference range',
      ]);
    }
  });
});

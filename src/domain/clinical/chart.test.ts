import { describe, expect, it } from 'vitest';
import { fieldsByKey } from '../intake/catalog';
import { readCell, type CellText } from './cells';
import { chart, chartColumns, countedAs, type RowId } from './chart';
import type { Rule } from '../rules/rule';

const ids = Object.keys(chart) as RowId[];

/** A row's category per column ('-' counts 0: it restricts nothing). */
const columns = (id: RowId) => chart[id].cells.map((text) => readCell(text)?.category ?? 0);

/** Whether `stricter` is at least as strict as `other` in every column. */
const dominates = (stricter: RowId, other: RowId) =>
  columns(stricter).every((category, index) => category >= columns(other)[index]!);

/** Every [field, option value] a rule compares with. */
function comparedValues(condition: Rule): [string, string][] {
  if ('all' in condition) return condition.all.flatMap(comparedValues);
  if ('allIndependent' in condition) return condition.allIndependent.flatMap(comparedValues);
  if ('any' in condition) return condition.any.flatMap(comparedValues);
  if ('atLeast' in condition) return condition.of.flatMap(comparedValues);
  if ('not' in condition) return comparedValues(condition.not);
  if ('stricterIfUnknown' in condition) return comparedValues(condition.stricterIfUnknown);
  if (!('field' in condition)) return [];
  if ('equals' in condition) return [[condition.field, condition.equals]];
  if ('includes' in condition) return [[condition.field, condition.includes]];
  if ('in' in condition) return condition.in.map((value) => [condition.field, value]);
  if ('includesAny' in condition) {
    return condition.includesAny.map((value) => [condition.field, value]);
  }
  return [];
}

describe('the chart', () => {
  it('reads each notation into its highest value and its words', () => {
    const read = (text: CellText) => {
      const cell = readCell(text);
      return cell && [cell.category, cell.words];
    };
    expect(read('1')).toEqual([1, '1']);
    expect(read('4*')).toEqual([4, '4*']);
    expect(read('2->3')).toEqual([3, '2 for initiation, 3 for continuation']);
    expect(read('4*->2*')).toEqual([4, '4* for initiation, 2* for continuation']);
    expect(read('2/3*')).toEqual([3, '2 or 3*']);
    expect(read('3/4*->2')).toEqual([4, '3 or 4* for initiation, 2 for continuation']);
    expect(read('3 for the pill; 1 for patch and ring')).toEqual([
      3,
      '3 for the pill; 1 for patch and ring',
    ]);
    expect(read('-')).toBeUndefined();
  });

  it('has six columns in the chart order', () => {
    expect(chartColumns).toEqual(['cu_iud', 'lng_iud', 'implant', 'dmpa', 'pop', 'chc']);
  });

  it('counts a row the intake cannot tell apart as a stricter row that exists', () => {
    for (const id of ids.filter((each) => chart[each].takenAs)) {
      const counted = countedAs(id);
      expect(chart[counted], `${id} is taken as ${counted}`).toBeDefined();
      expect(dominates(counted, id), `${counted} is at least as strict as ${id}`).toBe(true);
      expect(chart[counted].takenAs).toBeUndefined();
    }
  });

  // Where a follow-up is unanswered the check takes the first row of each pair.
  it.each([
    ['smoking_35_heavy', 'smoking_35_light'],
    ['smoking_35_light', 'smoking_under_35'],
    ['breastfeeding_under_21_days', 'not_breastfeeding_under_21_days'],
    ['breastfeeding_21_to_29_days', 'not_breastfeeding_21_to_42_days_vte'],
    ['breastfeeding_30_to_42_days_vte', 'not_breastfeeding_21_to_42_days_vte'],
    ['breastfeeding_under_21_days', 'breastfeeding_21_to_29_days'],
    ['not_breastfeeding_under_21_days', 'not_breastfeeding_21_to_42_days_vte'],
    ['peripartum_cardiomyopathy_mild_under_6_months', 'peripartum_cardiomyopathy_mild_6_months'],
    ['hypertension_severe', 'hypertension_controlled_or_elevated'],
    ['sle_antiphospholipid_antibodies', 'sle_other'],
    ['sle_severe_thrombocytopenia', 'sle_other'],
    ['sle_immunosuppressive_therapy', 'sle_other'],
    ['rheumatoid_arthritis_immunosuppressed', 'rheumatoid_arthritis'],
    ['multiple_sclerosis_immobile', 'multiple_sclerosis'],
    ['breast_cancer', 'undiagnosed_breast_mass'],
    ['breast_cancer', 'benign_breast_disease'],
    ['diabetes_vascular', 'diabetes'],
    ['gallbladder_symptomatic', 'gallbladder_asymptomatic'],
    ['hepatitis_acute', 'hepatitis_chronic'],
    ['hepatoma', 'hepatocellular_adenoma'],
    ['hepatoma', 'focal_nodular_hyperplasia'],
    ['transplant_complicated', 'transplant'],
  ] as [RowId, RowId][])('%s is at least as strict as %s', (stricter, other) => {
    expect(dominates(stricter, other)).toBe(true);
  });

  it('compares answers only with options the intake offers', () => {
    const unknown = ids.flatMap((id) => {
      const when = chart[id].when;
      return when
        ? comparedValues(when).filter(
            ([field, value]) =>
              !fieldsByKey.get(field)?.options?.some((option) => option.value === value),
          )
        : [];
    });
    expect(unknown).toEqual([]);
  });
});

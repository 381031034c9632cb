/**
 * The answers each chart row reads, from the chart's own data (the coverage page and the
 * "I don't know" answers are both built on it).
 */
import { fieldKeys, type FieldKey } from '../intake/catalog';
import { chart, type RowId } from './chart';
import type { Condition } from './conditions';

/** The answers a condition reads. */
export function answersOf(condition: Condition): FieldKey[] {
  if ('all' in condition) return condition.all.flatMap(answersOf);
  if ('any' in condition) return condition.any.flatMap(answersOf);
  if ('atLeast' in condition) return condition.of.flatMap(answersOf);
  if ('not' in condition) return answersOf(condition.not);
  if ('stricterIfUnknown' in condition) return answersOf(condition.stricterIfUnknown);
  if ('unasked' in condition) return [];
  if ('yes' in condition) return [condition.yes];
  if ('no' in condition) return [condition.no];
  if ('age' in condition) return ['date_of_birth'];
  if ('bmi' in condition) return ['height', 'weight'];
  if ('bloodPressure' in condition)
    return ['recent_blood_pressure', 'hypertension', 'hypertension_bp'];
  if ('medication' in condition || 'anticoagulation' in condition) {
    return ['current_medications', 'current_supplements'];
  }
  if ('dyslipidemia' in condition) return ['lab_details:lab_results:ldl_hdl_tg'];
  return [condition.field];
}

/** Every row id, in the chart's order. */
export const rowIds = Object.keys(chart) as RowId[];
const catalogOrder = new Map(fieldKeys.map((key, index) => [key, index]));

/** The keys once each, in the catalog's order. */
export const inCatalogOrder = (keys: FieldKey[]) =>
  [...new Set(keys)].sort((a, b) => (catalogOrder.get(a) ?? 0) - (catalogOrder.get(b) ?? 0));

/** Each row's answers, in catalog order; none for a row the intake never selects. */
export const rowAnswers: Readonly<Record<RowId, FieldKey[]>> = Object.fromEntries(
  rowIds.map((id) => {
    const { when } = chart[id];
    return [id, when ? inCatalogOrder(answersOf(when)) : []];
  }),
) as Record<RowId, FieldKey[]>;

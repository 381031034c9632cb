/**
 * The answers each chart row reads, from the chart's own data (the coverage page and the
 * "I don't know" answers are both built on it).
 */
import { fieldKeys, type FieldKey } from '../intake/catalog';
import { chart, type RowId } from './chart';
import { answersOf } from '../rules/rule';

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

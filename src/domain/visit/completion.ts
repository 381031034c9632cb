/**
 * What a completed visit writes into her record (docs/architecture.md, "The pharmacist visit",
 * completing a visit): the reading the visit used as her recent blood pressure and, for a
 * prescription, a usage entry of that product (brand, the visit's date) in the method's history.
 * It is written as the patient form would write it: her form values with these answers changed,
 * for the form's own rule to check and send (toPatientInformation).
 */
import type { PatientInformation } from '../../api/schemas';
import { fieldsByKey, type FieldDef, type FieldKey } from '../intake/catalog';
import { brandsByMethod } from '../intake/catalog/brands';
import {
  addUsageEntry,
  MAX_USAGE_ENTRIES,
  selectionsOf,
  toFormValues,
  usageEntryCount,
  usageKey,
  type FormValues,
} from '../intake/model';
import { productForm, type PharmacyForm } from './method-facts/product-kinds';
import type { VisitRecord } from './record';

/** Each form a pharmacist starts: its usage history and its value among the methods tried. */
const HISTORY: Readonly<Record<PharmacyForm, { key: FieldKey; method: string }>> = {
  pill: { key: 'pill_usage_information', method: 'pill' },
  patch: { key: 'patch_usage_information', method: 'patch' },
  ring: { key: 'ring_usage_information', method: 'ring' },
  injection: { key: 'injection_usage_information', method: 'shot' },
};

const field = (key: FieldKey): FieldDef => fieldsByKey.get(key)!;
const BLOOD_PRESSURE = field('recent_blood_pressure');
const TRIED = field('previous_birth_control');
const METHODS_TRIED = field('previous_birth_control_methods');

/** The usage entry a prescription adds: the product's brand as the catalog stores it. */
interface UsageEntry {
  history: FieldDef;
  brand: string;
  /** The product as the visit named it. */
  product: string;
  /** The method's value among those she has tried. */
  method: string;
  /** YYYY-MM-DD: the visit's date. */
  startDate: string;
}

/** What the visit gives her record: its reading, when one was taken; a prescription's entry. */
export interface Stored {
  reading?: VisitRecord['bloodPressure'];
  entry?: UsageEntry;
}

export type Completion =
  | ({
      kind: 'ready';
      /** Her form values with the visit's answers written in. */
      values: FormValues;
      /** The fields those answers belong to: the only ones checked and sent. */
      fields: FieldDef[];
    } & Stored)
  /** The method's history already holds the most entries the record keeps. */
  | { kind: 'full'; history: FieldDef; max: number };

function entryOf(record: VisitRecord): UsageEntry | undefined {
  const { outcome } = record;
  if (outcome.kind !== 'prescribe') return undefined;
  const form = productForm(outcome.method, outcome.product);
  if (!(form in HISTORY)) return undefined;
  const { key, method } = HISTORY[form as PharmacyForm];
  const history = field(key);
  const brand = brandsByMethod[history.method!].find(({ label }) => label === outcome.product);
  // Every product a visit can prescribe comes from these lists (product-kinds.ts).
  if (!brand) throw new Error(`No ${history.method} brand named ${outcome.product}`);
  return {
    history,
    brand: brand.value,
    product: outcome.product,
    method,
    startDate: record.date,
  };
}

export const storedBy = (record: VisitRecord): Stored => {
  const entry = entryOf(record);
  return {
    ...(record.bloodPressure && { reading: record.bloodPressure }),
    ...(entry && { entry }),
  };
};

/**
 * What completing this visit writes: the reading, when one was taken; for a prescription, the
 * entry, with "previous birth control" answered yes and the method among those tried, since the
 * form shows (and so keeps) a method's history only then. Nothing is written when the history is
 * full: the reading is not stored alone either, so the record never holds half a visit.
 */
export function completionOf(information: PatientInformation, record: VisitRecord): Completion {
  const values = toFormValues(information);
  const fields: FieldDef[] = [];
  const { reading, entry } = storedBy(record);
  if (reading) {
    values[`${BLOOD_PRESSURE.key}:systolic`] = String(reading.systolic);
    values[`${BLOOD_PRESSURE.key}:diastolic`] = String(reading.diastolic);
    fields.push(BLOOD_PRESSURE);
  }
  if (!entry) return { kind: 'ready', values, fields, ...(reading && { reading }) };

  const { history, method } = entry;
  const max = history.maxEntries ?? MAX_USAGE_ENTRIES;
  const count = usageEntryCount(values, history);
  if (count >= max) return { kind: 'full', history, max };
  const tried = selectionsOf(values, METHODS_TRIED.key);
  const withEntry = addUsageEntry(
    {
      ...values,
      [TRIED.key]: 'yes',
      [METHODS_TRIED.key]: tried.includes(method) ? tried : [...tried, method],
    },
    history,
  );
  withEntry[usageKey(history.key, count, 'brand')] = entry.brand;
  withEntry[usageKey(history.key, count, 'start_date')] = entry.startDate;
  return {
    kind: 'ready',
    values: withEntry,
    fields: [...fields, TRIED, METHODS_TRIED, history],
    ...(reading && { reading }),
    entry,
  };
}

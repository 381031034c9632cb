import { memo, type ComponentType } from 'react';
import type { FieldDef, FieldKind } from '../../../domain/intake/catalog';
import { BloodPressureField } from './fields/BloodPressureField';
import { BooleanField } from './fields/BooleanField';
import { LabField } from './fields/LabField';
import { MultiSelectField } from './fields/MultiSelectField';
import { SelectField } from './fields/SelectField';
import { TypedAnswerField } from './fields/TypedAnswerField';
import { UsageHistoryField } from './fields/UsageHistoryField';
import type { FieldProps } from './fields/field-props';
import styles from './patient-form.module.css';
import { useShown } from './store-hooks';

/** Each kind's renderer. */
const renderers: Record<FieldKind, ComponentType<FieldProps>> = {
  text: TypedAnswerField,
  date: TypedAnswerField,
  integer: TypedAnswerField,
  list: TypedAnswerField,
  boolean: BooleanField,
  select: SelectField,
  'multi-select': MultiSelectField,
  'usage-history': UsageHistoryField,
  lab: LabField,
  'blood-pressure': BloodPressureField,
};

/** Fields that need the whole row: long option lists, usage entries and lab panels. */
function isWide(field: FieldDef): boolean {
  if (field.kind === 'multi-select') return (field.options?.length ?? 0) > 4;
  return field.kind === 'usage-history' || field.kind === 'lab';
}

/** One catalog field where its show-if rule holds; it re-renders only when that answer changes. */
export const FieldSlot = memo(function FieldSlot({ field }: { field: FieldDef }) {
  const shown = useShown(field);
  if (!shown) return null;
  const Renderer = renderers[field.kind];
  return (
    <div className={isWide(field) ? `${styles.slot} ${styles.wide}` : styles.slot}>
      <Renderer field={field} />
    </div>
  );
});

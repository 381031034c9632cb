import { memo } from 'react';
import type { FieldDef } from '../../../domain/intake/catalog';
import { BloodPressureField } from './fields/BloodPressureField';
import { BooleanField } from './fields/BooleanField';
import { LabField } from './fields/LabField';
import { MultiSelectField } from './fields/MultiSelectField';
import { SelectField } from './fields/SelectField';
import { TypedAnswerField } from './fields/TypedAnswerField';
import { UsageHistoryField } from './fields/UsageHistoryField';
import { useShown } from './store-hooks';

function FieldByKind({ field }: { field: FieldDef }) {
  switch (field.kind) {
    case 'text':
    case 'date':
    case 'integer':
    case 'list':
      return <TypedAnswerField field={field} />;
    case 'boolean':
      return <BooleanField field={field} />;
    case 'select':
      return <SelectField field={field} />;
    case 'multi-select':
      return <MultiSelectField field={field} />;
    case 'usage-history':
      return <UsageHistoryField field={field} />;
    case 'lab':
      return <LabField field={field} />;
    case 'blood-pressure':
      return <BloodPressureField field={field} />;
  }
}

/** Fields that need the whole row: long option lists, usage entries and lab panels. */
function isWide(field: FieldDef): boolean {
  if (field.kind === 'multi-select') return (field.options?.length ?? 0) > 4;
  return field.kind === 'usage-history' || field.kind === 'lab';
}

/** One catalog field where its show-if rule holds; it re-renders only when that answer changes. */
export const FieldSlot = memo(function FieldSlot({ field }: { field: FieldDef }) {
  const shown = useShown(field);
  if (!shown) return null;
  return (
    <div className={isWide(field) ? 'pf-slot pf-wide' : 'pf-slot'}>
      <FieldByKind field={field} />
    </div>
  );
});

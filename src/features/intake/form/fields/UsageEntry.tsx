import { memo } from 'react';
import type { FieldDef } from '../../../../domain/intake/catalog';
import { maxLengthAt, usageKey, type UsagePart } from '../../../../domain/intake/model';
import { Button } from '../../../../ui/Button';
import { FieldGroup } from '../../../../ui/field/FieldGroup';
import styles from '../patient-form.module.css';
import { StoreSelect } from './StoreSelect';
import { StoreTextField } from './StoreTextField';
import { USAGE_PART_LABELS } from './part-labels';

interface UsageEntryProps {
  field: FieldDef;
  index: number;
  onRemove: (index: number) => void;
}

/** One entry of a method's usage history: brand and start date, then the optional stop. */
export const UsageEntry = memo(function UsageEntry({ field, index, onRemove }: UsageEntryProps) {
  const key = (part: UsagePart) => usageKey(field.key, index, part);
  return (
    <FieldGroup legend={`Entry ${index + 1}`}>
      <div className={`${styles.parts} ${styles.partsUsage}`}>
        <StoreSelect
          formKey={key('brand')}
          label={USAGE_PART_LABELS.brand}
          required
          field={field}
        />
        <StoreTextField
          formKey={key('start_date')}
          label={USAGE_PART_LABELS.start_date}
          type="date"
          required
        />
        <StoreTextField
          formKey={key('stop_date')}
          label={USAGE_PART_LABELS.stop_date}
          type="date"
          required={false}
        />
        <StoreTextField
          formKey={key('stop_reason')}
          label={USAGE_PART_LABELS.stop_reason}
          required={false}
          maxLength={maxLengthAt(field, key('stop_reason'))}
        />
        <Button onClick={() => onRemove(index)} className={styles.remove}>
          Remove
        </Button>
      </div>
    </FieldGroup>
  );
});

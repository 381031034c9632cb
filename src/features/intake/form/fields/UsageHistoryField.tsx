import { useCallback, useEffect, useRef } from 'react';
import {
  addUsageEntry,
  MAX_USAGE_ENTRIES,
  removeUsageEntry,
  usageEntryCount,
  usageKey,
} from '../../../../domain/intake/model';
import { Button } from '../../../../ui/Button';
import { inputId } from '../field-ids';
import styles from '../patient-form.module.css';
import { useFormStore } from '../store-context';
import { useFormSelector } from '../store-hooks';
import type { FieldProps } from './field-props';
import { UsageEntry } from './UsageEntry';

/** kind usage-history: up to five entries, added and removed by the provider. */
export function UsageHistoryField({ field }: FieldProps) {
  const store = useFormStore();
  const max = field.maxEntries ?? MAX_USAGE_ENTRIES;
  // The count changes exactly when one of these brand keys appears or goes.
  const brandKeys = Array.from({ length: max + 1 }, (_, index) =>
    usageKey(field.key, index, 'brand'),
  );
  const count = useFormSelector(brandKeys, () => usageEntryCount(store.values(), field));
  const addButton = useRef<HTMLButtonElement>(null);
  // Where keyboard focus goes once the entries have re-rendered.
  const focusAfterChange = useRef<'new-entry' | 'add-button' | null>(null);

  useEffect(() => {
    const target = focusAfterChange.current;
    focusAfterChange.current = null;
    if (target === 'new-entry') {
      document.getElementById(inputId(usageKey(field.key, count - 1, 'brand')))?.focus();
    } else if (target === 'add-button') {
      addButton.current?.focus();
    }
  }, [count, field.key]);

  const add = () => {
    focusAfterChange.current = 'new-entry';
    store.update((values) => addUsageEntry(values, field));
  };
  const remove = useCallback(
    (index: number) => {
      focusAfterChange.current = 'add-button';
      store.update((values) => removeUsageEntry(values, field, index));
    },
    [store, field],
  );

  const headingId = `${inputId(field.key)}-heading`;
  return (
    <section className={styles.usage} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subtitle}>
        {field.label}
      </h3>
      <p className={styles.usageCount}>
        {count} of {max} entries used. Stop date and reason are optional.
      </p>
      {Array.from({ length: count }, (_, index) => (
        <UsageEntry key={index} field={field} index={index} onRemove={remove} />
      ))}
      <Button
        ref={addButton}
        variant="outlined"
        size="small"
        onClick={add}
        disabled={count >= max}
        className={styles.add}
      >
        Add entry
      </Button>
    </section>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef } from 'react';
import {
  addUsageEntry,
  MAX_USAGE_ENTRIES,
  removeUsageEntry,
  usageEntryCount,
  usageKey,
} from '../../model';
import { inputId } from '../field-ids';
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
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {field.label}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {count} of {max} entries used. Stop date and reason are optional.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {Array.from({ length: count }, (_, index) => (
          <UsageEntry key={index} field={field} index={index} onRemove={remove} />
        ))}
      </Box>
      <Button
        ref={addButton}
        variant="outlined"
        size="small"
        onClick={add}
        disabled={count >= max}
        sx={{ mt: count > 0 ? 2 : 0 }}
      >
        Add entry
      </Button>
    </Box>
  );
}

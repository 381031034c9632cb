import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { memo } from 'react';
import type { FieldDef } from '../../catalog';
import { usageKey } from '../../model';
import { GroupBox } from './GroupBox';
import { StoreSelect } from './StoreSelect';
import { StoreTextField } from './StoreTextField';

interface UsageEntryProps {
  field: FieldDef;
  index: number;
  onRemove: (index: number) => void;
}

/** One entry of a method's usage history: brand and start date, then the optional stop. */
export const UsageEntry = memo(function UsageEntry({ field, index, onRemove }: UsageEntryProps) {
  const key = (part: Parameters<typeof usageKey>[2]) => usageKey(field.key, index, part);
  return (
    <GroupBox legend={`Entry ${index + 1}`}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', xl: '2fr 1fr 1fr 2fr auto' },
          alignItems: 'start',
        }}
      >
        <StoreSelect formKey={key('brand')} label="Brand" required field={field} />
        <StoreTextField formKey={key('start_date')} label="Start date" type="date" required />
        <StoreTextField formKey={key('stop_date')} label="Stop date" type="date" required={false} />
        <StoreTextField formKey={key('stop_reason')} label="Stop reason" required={false} />
        <Button onClick={() => onRemove(index)} sx={{ justifySelf: 'start' }}>
          Remove
        </Button>
      </Box>
    </GroupBox>
  );
});

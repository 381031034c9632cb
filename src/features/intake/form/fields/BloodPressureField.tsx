import Box from '@mui/material/Box';
import { GroupBox } from './GroupBox';
import { StoreTextField } from './StoreTextField';
import type { FieldProps } from './field-props';

/** kind blood-pressure: systolic and diastolic, whole numbers in mm Hg. */
export function BloodPressureField({ field }: FieldProps) {
  return (
    <GroupBox legend={field.label}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {(['systolic', 'diastolic'] as const).map((part) => (
          <StoreTextField
            key={part}
            formKey={`${field.key}:${part}`}
            label={part === 'systolic' ? 'Systolic' : 'Diastolic'}
            required={field.required}
            inputMode="numeric"
            unit={field.unit}
          />
        ))}
      </Box>
    </GroupBox>
  );
}

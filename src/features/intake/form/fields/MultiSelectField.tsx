import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { formOptions } from '../../model';
import { useFormStore } from '../store-context';
import { useFormValue } from '../store-hooks';
import type { FieldProps } from './field-props';

const NONE: string[] = [];

/** kind multi-select: a group of checkboxes */
export function MultiSelectField({ field }: FieldProps) {
  const store = useFormStore();
  const stored = useFormValue(field.key);
  const selected = Array.isArray(stored) ? stored : NONE;
  const toggle = (value: string) =>
    store.set(
      field.key,
      selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value],
    );
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend">{field.label}</FormLabel>
      {field.help && <FormHelperText sx={{ mx: 0 }}>{field.help}</FormHelperText>}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
          columnGap: 2,
        }}
      >
        {formOptions(field, selected).map((option) => (
          <FormControlLabel
            key={option.value}
            control={
              <Checkbox
                size="small"
                name={field.key}
                value={option.value}
                checked={selected.includes(option.value)}
                onChange={() => toggle(option.value)}
              />
            }
            label={option.label}
          />
        ))}
      </Box>
    </FormControl>
  );
}

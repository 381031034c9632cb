import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { inputId } from '../field-ids';
import { useFormStore } from '../store-context';
import { useFormText } from '../store-hooks';
import type { FieldProps } from './field-props';

/** '' is unanswered, which the summary shows as Unknown. */
const answers = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: '', label: 'Unknown' },
] as const;

/** kind boolean: yes, no or unknown */
export function BooleanField({ field }: FieldProps) {
  const store = useFormStore();
  const value = useFormText(field.key);
  const labelId = `${inputId(field.key)}-label`;
  const helpId = `${inputId(field.key)}-help`;
  return (
    <FormControl>
      <FormLabel id={labelId}>{field.label}</FormLabel>
      <RadioGroup
        row
        name={field.key}
        value={value}
        onChange={(event) => store.set(field.key, event.target.value)}
        aria-labelledby={labelId}
        aria-describedby={field.help ? helpId : undefined}
      >
        {answers.map((answer) => (
          <FormControlLabel
            key={answer.value}
            value={answer.value}
            control={<Radio size="small" />}
            label={answer.label}
          />
        ))}
      </RadioGroup>
      {field.help && <FormHelperText id={helpId}>{field.help}</FormHelperText>}
    </FormControl>
  );
}

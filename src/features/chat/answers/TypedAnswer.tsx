import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { HTMLAttributes } from 'react';
import { textOf } from '../../../domain/intake/model';
import type { AnswerProps } from './answer-props';

type Typed = 'text' | 'integer' | 'list' | 'date' | 'email';

const inputs: Record<
  Typed,
  { type: string; inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']; pattern?: string }
> = {
  text: { type: 'text' },
  list: { type: 'text' },
  // A numeric keyboard on the tablet.
  integer: { type: 'text', inputMode: 'numeric', pattern: '[0-9]*' },
  date: { type: 'date' },
  email: { type: 'email', inputMode: 'email' },
};

/**
 * A typed answer: words, a whole number with its unit, a comma list, a date or the email.
 * The question's heading names it (an outlined input without a floating label: TextField
 * would bring MUI's whole Select along, which this screen's JS budget has no room for).
 */
export function TypedAnswer({
  formKey,
  kind,
  unit,
  maxLength,
  values,
  labelledBy,
  describedBy,
  invalid,
  onAnswer,
}: Pick<AnswerProps, 'values' | 'labelledBy' | 'describedBy' | 'invalid' | 'onAnswer'> & {
  formKey: string;
  kind: Typed;
  unit?: string;
  /** The most characters typing or pasting can enter, for free text. */
  maxLength?: number;
}) {
  const { type, inputMode, pattern } = inputs[kind];
  const unitId = `${labelledBy}-unit`;
  return (
    <OutlinedInput
      className="chat-input"
      value={textOf(values, formKey)}
      onChange={(event) => onAnswer(formKey, event.target.value)}
      type={type}
      multiline={kind === 'list'}
      minRows={kind === 'list' ? 2 : undefined}
      error={invalid}
      // Patient answers are not kept by the browser's autofill (design.md section 6).
      autoComplete="off"
      fullWidth={kind !== 'integer' && kind !== 'date'}
      slotProps={{
        input: {
          'aria-labelledby': unit ? `${labelledBy} ${unitId}` : labelledBy,
          'aria-describedby': describedBy,
          inputMode,
          pattern,
          maxLength,
        },
      }}
      endAdornment={
        unit && (
          <InputAdornment position="end" id={unitId}>
            {unit}
          </InputAdornment>
        )
      }
    />
  );
}

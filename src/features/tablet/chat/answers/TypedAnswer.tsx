import type { HTMLAttributes } from 'react';
import { textOf } from '../../../../domain/intake/model';
import { TextArea, TextInput } from '../../../../ui/field/controls';
import styles from '../../../../ui/tablet.module.css';
import type { AnswerProps } from './answer-props';

type Typed = 'text' | 'integer' | 'list' | 'email';

const inputs: Record<
  Typed,
  { type: string; inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']; pattern?: string }
> = {
  text: { type: 'text' },
  list: { type: 'text' },
  // A numeric keyboard on the tablet.
  integer: { type: 'text', inputMode: 'numeric', pattern: '[0-9]*' },
  email: { type: 'email', inputMode: 'email' },
};

/**
 * A typed answer: words, a whole number with its unit, a comma list or the email (dates:
 * DateAnswer; height and weight: MeasureAnswer).
 * The question's heading names it; the field layer's boxes, drawn in the chat's larger look.
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
  const shared = {
    bare: true,
    className: styles.chatInput,
    value: textOf(values, formKey),
    'aria-labelledby': unit ? `${labelledBy} ${unitId}` : labelledBy,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
    maxLength,
  };
  return (
    <div
      className={
        kind === 'integer' ? styles.chatField : `${styles.chatField} ${styles.chatFieldWide}`
      }
    >
      {kind === 'list' ? (
        <TextArea
          {...shared}
          rows={2}
          onChange={(event) => onAnswer(formKey, event.target.value)}
        />
      ) : (
        <TextInput
          {...shared}
          type={type}
          inputMode={inputMode}
          pattern={pattern}
          onChange={(event) => onAnswer(formKey, event.target.value)}
        />
      )}
      {unit && (
        <span className={styles.chatUnit} id={unitId}>
          {unit}
        </span>
      )}
    </div>
  );
}

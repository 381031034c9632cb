import type { ChangeEvent } from 'react';
import {
  addUsageEntry,
  MAX_USAGE_ENTRIES,
  maxLengthAt,
  removeUsageEntry,
  textOf,
  usageEntryCount,
  usageKey,
  type FormValues,
  type UsagePart,
} from '../../../../domain/intake/model';
import { problemText } from '../answer-text';
import type { Problem } from '../chat-flow';
import { SelectInput, TextInput } from '../../../../ui/field/controls';
import styles from '../../../../ui/tablet.module.css';
import type { AnswerProps } from './answer-props';
import { DateAnswer } from './DateAnswer';
import { useChatMessages, type ChatMessages as Messages } from '../language/pack';
import { Button } from '../../../../ui/Button';

/**
 * A birth-control method's history: up to 5 entries of brand, start, stop and why it was
 * stopped (the last two optional); none at all when the patient does not remember.
 */
export function UsageAnswer({
  field,
  values,
  problems,
  onValues,
}: Pick<AnswerProps, 'field' | 'values'> & {
  problems: Record<string, Problem>;
  onValues: (values: FormValues) => void;
}) {
  const t = useChatMessages();
  const count = usageEntryCount(values, field);
  return (
    <div className={styles.chatUsage}>
      {count === 0 && <p>{t.chat.usageNone}</p>}
      {Array.from({ length: count }, (_, index) => (
        <UsageEntry
          key={index}
          field={field}
          index={index}
          values={values}
          problems={problems}
          onValues={onValues}
          t={t}
        />
      ))}
      {count < (field.maxEntries ?? MAX_USAGE_ENTRIES) && (
        <Button
          variant="outlined"
          size="large"
          onClick={() => onValues(addUsageEntry(values, field))}
          className={styles.touch}
        >
          {count === 0 ? t.chat.usageAdd : t.chat.usageAddAnother}
        </Button>
      )}
    </div>
  );
}

function UsageEntry({
  field,
  index,
  values,
  problems,
  onValues,
  t,
}: Pick<AnswerProps, 'field' | 'values'> & {
  index: number;
  problems: Record<string, Problem>;
  onValues: (values: FormValues) => void;
  t: Messages;
}) {
  const entry = index + 1;
  const legendId = `${field.key}-${index}-legend`;
  /** One part's input (a date's three boxes), labelled above it at full size, its problem below. */
  const part = (name: UsagePart, label: string, type?: 'date') => {
    const key = usageKey(field.key, index, name);
    const id = `${legendId}-${name}`;
    const problem = problems[key];
    const input = {
      id,
      value: textOf(values, key),
      maxLength: maxLengthAt(field, key),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
        onValues({ ...values, [key]: event.target.value }),
      'aria-invalid': problem !== undefined,
      'aria-describedby': problem && `${id}-problem`,
    };
    return (
      <div className={styles.chatUsagePart}>
        {type === 'date' ? (
          <p id={`${id}-label`} className={styles.chatUsageLabel}>
            {label}
          </p>
        ) : (
          <label htmlFor={id}>{label}</label>
        )}
        {type === 'date' ? (
          <DateAnswer
            id={id}
            value={input.value}
            labelledBy={`${id}-label`}
            describedBy={input['aria-describedby']}
            invalid={input['aria-invalid']}
            onChange={(value) => onValues({ ...values, [key]: value })}
          />
        ) : name === 'brand' ? (
          // A native select: the tablet's own picker, for some 150 pill brands.
          <SelectInput {...input} bare className={styles.chatSelect}>
            <option value="">{t.chat.usageChooseBrand}</option>
            {field.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectInput>
        ) : (
          <div className={`${styles.chatField} ${styles.chatFieldWide}`}>
            <TextInput {...input} bare className={styles.chatInput} type="text" />
          </div>
        )}
        {problem && (
          <p id={`${id}-problem`} className={styles.chatProblem}>
            {problemText(problem, t)}
          </p>
        )}
      </div>
    );
  };
  return (
    <fieldset className={styles.chatUsageEntry} aria-labelledby={legendId}>
      <legend id={legendId}>{t.chat.usageEntry(entry)}</legend>
      {part('brand', t.chat.usageBrand)}
      {part('start_date', t.chat.usageStart, 'date')}
      {part('stop_date', t.chat.usageStop, 'date')}
      {part('stop_reason', t.chat.usageReason)}
      <Button
        variant="text"
        color="error"
        size="large"
        onClick={() => onValues(removeUsageEntry(values, field, index))}
        className={styles.touch}
      >
        {t.chat.usageRemove(entry)}
      </Button>
    </fieldset>
  );
}

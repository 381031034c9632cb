import { useState } from 'react';
import {
  dateFromParts,
  datePartsOf,
  type DatePart,
  type DateParts,
} from '../../../../domain/intake/model/dates';
import { TextInput } from '../../../../ui/field/controls';
import styles from '../../../../ui/tablet.module.css';
import { useChatMessages } from '../language/pack';

const MAX_DIGITS: Record<DatePart, number> = { day: 2, month: 2, year: 4 };
/** Each part's box: the year's is wider. */
const PART_CLASS: Record<DatePart, string | undefined> = {
  day: styles.chatDatePart,
  month: styles.chatDatePart,
  year: `${styles.chatDatePart} ${styles.chatDateYear}`,
};

/**
 * A date as three labelled boxes (day, month, year) in the order the patient's language
 * writes them: month / day / year in English, día / mes / año in Spanish. Not the device's
 * date input: it shows the order of the browser's own locale, whatever the page's language,
 * with no label on its parts, so 04/03 reads as either day first or month first.
 * Stored as YYYY-MM-DD once whole (model/dates); the boxes keep what she typed meanwhile.
 */
export function DateAnswer({
  value,
  id,
  labelledBy,
  describedBy,
  invalid,
  onChange,
}: {
  value: string;
  /** Prefixes the boxes' ids. */
  id: string;
  /** What the date is: the question or the usage entry's label. */
  labelledBy: string;
  describedBy: string | undefined;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const t = useChatMessages().chat;
  const [typed, setTyped] = useState<DateParts>(() => datePartsOf(value));
  // The boxes as typed while they make the value; the value's own parts when it changed
  // elsewhere (an entry removed above this one).
  const parts = dateFromParts(typed) === value ? typed : datePartsOf(value);
  const change = (part: DatePart, text: string) => {
    const next = { ...parts, [part]: text.replace(/\D/g, '') };
    setTyped(next);
    onChange(dateFromParts(next));
  };
  return (
    <div role="group" aria-labelledby={labelledBy} className={styles.chatDate}>
      {t.dateOrder.map((part) => {
        const boxId = `${id}-${part}`;
        return (
          <div className={PART_CLASS[part]} key={part}>
            <label htmlFor={boxId}>{t.dateParts[part]}</label>
            <div className={styles.chatField}>
              <TextInput
                bare
                id={boxId}
                className={styles.chatInput}
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                maxLength={MAX_DIGITS[part]}
                size={MAX_DIGITS[part] + 1}
                value={parts[part]}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                data-part={part}
                onChange={(event) => change(part, event.target.value)}
              />
            </div>
          </div>
        );
      })}
    </div>
  );
}

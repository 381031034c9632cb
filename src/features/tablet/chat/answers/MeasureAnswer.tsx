import { textOf, type FormValues } from '../../../../domain/intake/model';
import type { Measure } from '../../../../domain/intake/model/units';
import { boxUnitText } from '../answer-text';
import {
  entryKey,
  MEASURE_UNITS,
  UNIT_BOXES,
  unitOf,
  withMeasureEntry,
  type MeasureBox,
} from '../measure-entry';
import { TextInput } from '../../../../ui/field/controls';
import styles from '../../../../ui/tablet.module.css';
import type { AnswerProps } from './answer-props';
import { useChatMessages } from '../language/pack';
import { Button } from '../../../../ui/Button';

/** Boxes that take a decimal (58,5 kg): a keyboard with the separator. */
const DECIMAL_BOXES: ReadonlySet<MeasureBox> = new Set(['cm', 'kg']);

/**
 * A height or weight in the unit the patient knows it in: her choice of unit (feet and
 * inches or centimetres; pounds or kilograms), then a box per part with its unit beside it.
 * What she types is kept as typed; the stored value is its conversion (measure-entry).
 */
export function MeasureAnswer({
  field,
  measure,
  values,
  language,
  labelledBy,
  describedBy,
  invalid,
  onValues,
}: Pick<AnswerProps, 'field' | 'values' | 'language' | 'labelledBy' | 'describedBy' | 'invalid'> & {
  measure: Measure;
  onValues: (values: FormValues) => void;
}) {
  const t = useChatMessages();
  const unit = unitOf(field, measure, values, language);
  const hintId = `${labelledBy}-unit-hint`;
  const hint = unit === 'cm' ? t.chat.centimetersHint : undefined;
  const described = [describedBy, hint && hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.chatMeasure}>
      <div role="group" aria-label={t.chat.unitChoice} className={styles.chatUnits}>
        {MEASURE_UNITS[measure].map((option) => (
          <Button
            key={option}
            variant={option === unit ? 'contained' : 'outlined'}
            aria-pressed={option === unit}
            size="large"
            data-unit={option}
            onClick={() => onValues(withMeasureEntry(values, field, measure, option))}
            className={styles.touch}
          >
            {t.chat.units[option]}
          </Button>
        ))}
      </div>
      <div className={styles.chatMeasureBoxes}>
        {UNIT_BOXES[unit].map((box) => {
          const unitId = `${labelledBy}-${box}`;
          return (
            <div className={styles.chatField} key={box}>
              <TextInput
                bare
                className={`${styles.chatInput} ${styles.chatInputMeasure}`}
                type="text"
                inputMode={DECIMAL_BOXES.has(box) ? 'decimal' : 'numeric'}
                value={textOf(values, entryKey(field.key, box))}
                aria-labelledby={`${labelledBy} ${unitId}`}
                aria-describedby={described}
                aria-invalid={invalid}
                // Long enough for 213.5 or -130, short enough to stop a paste of nonsense.
                maxLength={6}
                size={5}
                data-box={box}
                onChange={(event) =>
                  onValues(
                    withMeasureEntry(values, field, measure, unit, {
                      box,
                      text: event.target.value,
                    }),
                  )
                }
              />
              <span className={styles.chatUnit} id={unitId}>
                {boxUnitText(box, t)}
              </span>
            </div>
          );
        })}
      </div>
      {hint && (
        <p id={hintId} className={styles.chatHint}>
          {hint}
        </p>
      )}
    </div>
  );
}

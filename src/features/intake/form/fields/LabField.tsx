import { useRef } from 'react';
import type { FieldDef } from '../../../../domain/intake/catalog';
import { maxLengthAt, textOf, type FormValues } from '../../../../domain/intake/model';
import {
  isNotDone,
  labBoxes,
  labBoxPairs,
  labBoxLabel,
  NOT_DONE,
  type LabBox,
} from '../../../../domain/intake/model/lab-values';
import { Checkbox } from '../../../../ui/field/Checkbox';
import { FieldGroup } from '../../../../ui/field/FieldGroup';
import styles from '../patient-form.module.css';
import { useFormStore } from '../store-context';
import { useFormSelector } from '../store-hooks';
import { StoreTextField } from './StoreTextField';
import type { FieldProps } from './field-props';

const FLAG_HINT = '"-" for none.';

function resultHint(field: FieldDef, box: LabBox): string {
  return box.component === undefined
    ? `Unit: ${field.unit ?? ''}. Reference range: ${field.referenceRange ?? ''}.`
    : `Reference range: ${box.referenceRange ?? ''}.`;
}

function Box({ field, box }: { field: FieldDef; box: LabBox }) {
  return (
    <StoreTextField
      formKey={box.key}
      label={labBoxLabel(box)}
      maxLength={maxLengthAt(field, box.key)}
      required={field.required}
      unit={box.unit}
      hint={box.part === 'results' ? resultHint(field, box) : FLAG_HINT}
    />
  );
}

const without = (messages: Record<string, string>, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(messages).filter(([key]) => !keys.includes(key)));

/**
 * "Not done": every result and flag of the panel holds NOT_DONE, so a panel the pharmacy has
 * no result for is answered with one click (docs/product.md, "Lab panels: one box per value,
 * and Not done"). Unticked, the boxes get back what they held before.
 */
function useNotDone(keys: readonly string[]) {
  const store = useFormStore();
  const notDone = useFormSelector(keys, () =>
    keys.every((key) => isNotDone(textOf(store.values(), key))),
  );
  const before = useRef<FormValues>({});
  const mark = (checked: boolean) => {
    if (checked) {
      before.current = Object.fromEntries(keys.map((key) => [key, textOf(store.values(), key)]));
    }
    const next = Object.fromEntries(
      keys.map((key) => [key, checked ? NOT_DONE : textOf(before.current, key)]),
    );
    store.update((values) => ({ ...values, ...next }));
    store.setErrors(without(store.errors(), keys));
    store.setWarnings(without(store.warnings(), keys));
  };
  return [notDone, mark] as const;
}

/**
 * kind lab: the panel's results and flags with its units and reference ranges, one box per
 * value (each CBC and lipid value with its own flag beside it), or "Not done".
 */
export function LabField({ field }: FieldProps) {
  const [notDone, mark] = useNotDone(labBoxes(field).map((box) => box.key));
  return (
    <FieldGroup legend={field.label}>
      <div className={styles.labValues}>
        <Checkbox checked={notDone} onChange={mark}>
          Not done
        </Checkbox>
        {!notDone &&
          labBoxPairs(field).map(({ result, flag }) => (
            <div key={result.key} className={`${styles.parts} ${styles.partsLab}`}>
              <Box field={field} box={result} />
              <Box field={field} box={flag} />
            </div>
          ))}
      </div>
    </FieldGroup>
  );
}

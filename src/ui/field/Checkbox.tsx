import { useId, type ReactNode, type Ref } from 'react';
import { FieldHelp, fieldAria } from './Field';
import styles from './field.module.css';

/**
 * One statement ticked or not, whose value the screen holds ("Reviewed with the patient"), with
 * what is wrong under it when it must be ticked to go on.
 */
export function Checkbox({
  checked,
  onChange,
  error,
  ref,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label className={styles.option}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          {...fieldAria(id, { error })}
        />
        {children}
      </label>
      <FieldHelp id={id} error={error} />
    </div>
  );
}

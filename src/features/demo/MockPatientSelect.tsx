import { samplePatients } from '../../domain/samples';
import { Field } from '../../ui/field/Field';
import { SelectInput } from '../../ui/field/controls';

const ID = 'mock-patient';

/**
 * The sample patient to show: a native select, familiar on every device and light.
 */
export function MockPatientSelect({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (intakeId: string) => void;
  disabled: boolean;
}) {
  return (
    <Field id={ID} label="Mock patient">
      <SelectInput
        id={ID}
        width="wide"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
      >
        <option value="" disabled>
          Select Mock Patient
        </option>
        {samplePatients.map(({ uuid, information }) => (
          <option key={uuid} value={uuid}>
            {information.name}
          </option>
        ))}
      </SelectInput>
    </Field>
  );
}

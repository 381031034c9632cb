import { samplePatients } from '../../domain/samples';
import styles from './demo.module.css';

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
    <div className={styles.mockPatient}>
      <label htmlFor={ID}>Mock patient</label>
      <select
        id={ID}
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
      </select>
    </div>
  );
}

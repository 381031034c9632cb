import type { VisitBloodPressure } from '../../domain/visit/visit-blood-pressure';
import typo from '../../ui/text.module.css';
import { WholeNumberField } from './WholeNumberField';
import { DIASTOLIC, readingOf, SYSTOLIC, wholeNumber, type ReadingText } from './visit-state';
import styles from './visit.module.css';

const problemOf = (text: string, { min, max }: { min: number; max: number }) =>
  text.trim() === '' || wholeNumber(text, min, max) !== undefined
    ? undefined
    : `A whole number from ${min} to ${max}.`;

function ReadingFields({
  legend,
  reading,
  onChange,
}: {
  legend: string;
  reading: ReadingText;
  onChange: (reading: ReadingText) => void;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={`${typo.lead} ${styles.legend}`}>{legend}</legend>
      <div className={styles.readings}>
        <WholeNumberField
          label="Systolic (mm Hg)"
          value={reading.systolic}
          onChange={(systolic) => onChange({ ...reading, systolic })}
          error={problemOf(reading.systolic, SYSTOLIC)}
        />
        <WholeNumberField
          label="Diastolic (mm Hg)"
          value={reading.diastolic}
          onChange={(diastolic) => onChange({ ...reading, diastolic })}
          error={problemOf(reading.diastolic, DIASTOLIC)}
        />
      </div>
    </fieldset>
  );
}

/**
 * The blood pressure taken now, seated (U.S. SPR 2024, the pharmacist protocols): a reading of 140/90 or
 * higher asks for a second, and the lower of the two is the visit's.
 */
export function BloodPressureStep({
  first,
  second,
  bloodPressure,
  onChange,
}: {
  first: ReadingText;
  second: ReadingText;
  bloodPressure: VisitBloodPressure;
  onChange: (readings: { first?: ReadingText; second?: ReadingText }) => void;
}) {
  // Shown while the first reading asks for it, and once a second has been taken.
  const secondShown = readingOf(first) && (bloodPressure.secondNeeded || readingOf(second));
  const { reading } = bloodPressure;
  return (
    <>
      <p className={typo.body}>Take the blood pressure now, with the patient seated.</p>
      <ReadingFields
        legend="Reading"
        reading={first}
        onChange={(next) => onChange({ first: next })}
      />
      {secondShown && (
        <ReadingFields
          legend="Second reading"
          reading={second}
          onChange={(next) => onChange({ second: next })}
        />
      )}
      <p role="status" className={`${typo.body} ${styles.result}`}>
        {!reading
          ? 'No reading yet.'
          : bloodPressure.secondNeeded
            ? `${reading.systolic}/${reading.diastolic} mm Hg is 140/90 or higher: take a second reading. The lower of the two is the visit's.`
            : `The visit's reading: ${reading.systolic}/${reading.diastolic} mm Hg.`}
      </p>
    </>
  );
}

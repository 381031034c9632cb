import { TEXT_LIMITS } from '../../text-limits';
import { options } from './options';
import type { FieldDef } from './types';

export const personalFields: FieldDef[] = [
  {
    key: 'name',
    section: 'personal',
    label: 'Full name',
    kind: 'text',
    required: true,
    maxLength: TEXT_LIMITS.name,
  },
  {
    key: 'gender',
    section: 'personal',
    label: 'Gender',
    kind: 'select',
    required: true,
    options: options([
      ['female', 'Female'],
      ['male', 'Male'],
      ['nonbinary', 'Nonbinary'],
    ]),
  },
  {
    key: 'sex',
    section: 'personal',
    label: 'Sex assigned at birth',
    kind: 'select',
    required: true,
    options: options([
      ['female', 'Female'],
      ['male', 'Male'],
      ['intersex', 'Intersex'],
    ]),
  },
  {
    key: 'date_of_birth',
    section: 'personal',
    label: 'Date of birth',
    kind: 'date',
    required: true,
  },
  {
    key: 'ethnicity',
    section: 'personal',
    label: 'Ethnicity',
    kind: 'text',
    required: true,
  },
  /*
   * Height and weight: the plausible range for an adolescent or adult patient, the one home
   * of it (the chat derives its centimetres and kilograms from it, domain/intake/model/units).
   * A refused answer blocks a patient with no way round it, so the bounds sit outside every
   * real patient we expect, and still catch the slips of a unit:
   * - height 42-84 in (3 ft 6 in to 7 ft 0 in; 106-214 cm). The floor is below adults with
   *   achondroplasia, the commonest short stature (women about 112-135 cm); the ceiling is
   *   above some 99.999 % of women and men. The inch and centimetre ranges do not overlap, so
   *   centimetres typed as inches (160) and inches typed as centimetres (64) are both refused.
   * - weight 50-700 lb (23-317 kg). The floor is a BMI of 20 at the shortest height above,
   *   and a BMI under 10 at 5 ft, lower than all but the most extreme anorexia; the ceiling
   *   is a BMI of 120 at 5 ft 4 in, above all but a handful of people, and catches a digit
   *   typed twice. Kilograms typed as pounds mostly fall within the pound range, so the
   *   patient picks her unit and the review shows it.
   */
  {
    key: 'height',
    section: 'personal',
    label: 'Height',
    kind: 'integer',
    unit: 'in',
    required: true,
    min: 42,
    max: 84,
    help: 'In inches.',
    // The chat asks it in feet and inches or in centimetres, the patient's choice.
  },
  {
    key: 'weight',
    section: 'personal',
    label: 'Weight',
    kind: 'integer',
    unit: 'lbs',
    required: true,
    min: 50,
    max: 700,
    help: 'In pounds.',
    // The chat asks it in pounds or in kilograms, the patient's choice.
  },
  {
    key: 'first_menstruation',
    section: 'personal',
    label: 'Age at first menstruation (0-18)',
    kind: 'integer',
    unit: 'years',
    required: true,
    min: 0,
    max: 18,
  },
  {
    key: 'sexual_activity',
    section: 'personal',
    label: 'Sexually active',
    kind: 'boolean',
    required: false,
  },
];

import { EMAIL_KEY } from '../../../domain/intake/model';
import { TEXT_LIMITS } from '../../../domain/text-limits';
import { StoreTextField } from './fields/StoreTextField';

/** The patient record's email (not part of the intake information). */
export function EmailField() {
  return (
    <StoreTextField
      formKey={EMAIL_KEY}
      label="Email"
      type="email"
      required
      maxLength={TEXT_LIMITS.email}
      hint="The patient's email address identifies the record."
    />
  );
}

import { EMAIL_KEY } from '../../../domain/intake/model';
import { TEXT_LIMITS } from '../../../domain/text-limits';
import { StoreTextField } from './fields/StoreTextField';
import { EMAIL_LABEL } from './fields/part-labels';

/** The patient record's email (not part of the intake information). */
export function EmailField() {
  return (
    <StoreTextField
      formKey={EMAIL_KEY}
      label={EMAIL_LABEL}
      type="email"
      required
      maxLength={TEXT_LIMITS.email}
      hint="The patient's email address identifies the record."
    />
  );
}

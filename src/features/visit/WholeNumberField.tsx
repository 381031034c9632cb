import type { ComponentProps } from 'react';
import { TextField } from '../../ui/field/TextField';

/** A short box for a whole number of up to three digits: a reading, months of supply, days. */
export function WholeNumberField(
  props: Omit<ComponentProps<typeof TextField>, 'width' | 'inputMode' | 'maxLength'>,
) {
  return <TextField width="short" inputMode="numeric" maxLength={3} {...props} />;
}

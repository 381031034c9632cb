import { z } from 'zod/mini';
import { INVALID_EMAIL, isEmailAddress } from '../../domain/email';
import { tooLongMessage } from '../../domain/text-limits';

/**
 * A text field that must not be blank, nor longer than `maxLength` (its input stops there
 * too, see FormTextField); the value sent has no surrounding spaces.
 */
export const required = (message: string, maxLength: number) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, message), z.maxLength(maxLength, tooLongMessage(maxLength)));

/**
 * A required e-mail address: as `required`, and an address by the product's one rule
 * (domain/email); a blank one gets only the required message.
 */
export const requiredEmail = (message: string, maxLength: number) =>
  required(message, maxLength).check(
    z.refine((value) => value === '' || isEmailAddress(value), INVALID_EMAIL),
  );

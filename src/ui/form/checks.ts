import { z } from 'zod/mini';
import { tooLongMessage } from '../../domain/text-limits';

/**
 * A text field that must not be blank, nor longer than `maxLength` (its input stops there
 * too, see FormTextField); the value sent has no surrounding spaces.
 */
export const required = (message: string, maxLength: number) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, message), z.maxLength(maxLength, tooLongMessage(maxLength)));

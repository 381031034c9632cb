import { z } from 'zod/mini';

/** A text field that must not be blank; the value sent has no surrounding spaces. */
export const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

import type { FieldDef } from '../catalog';
import { TEXT_LIMITS, tooLongMessage } from '../../text-limits';

/**
 * The most characters a form key of this field holds, where it holds free text: a text or
 * list answer, a lab's results or flags, a usage entry's stop reason. Undefined for the
 * rest (dates, whole numbers, choices), which their own checks bound.
 */
export function maxLengthAt(field: FieldDef, formKey: string): number | undefined {
  const limit = field.maxLength ?? TEXT_LIMITS.default;
  switch (field.kind) {
    case 'text':
    case 'list':
    case 'lab':
      return limit;
    case 'usage-history':
      return formKey.endsWith(':stop_reason') ? limit : undefined;
    default:
      return undefined;
  }
}

/**
 * The message for a value longer than `max`, counted as it is stored: without the spaces
 * around it, which are not sent. Undefined when it fits.
 */
export function lengthProblem(value: string, max: number): string | undefined {
  const length = value.trim().length;
  return length > max ? tooLongMessage(max, length) : undefined;
}

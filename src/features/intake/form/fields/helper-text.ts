/** A field's message first, then its standing hint (unit, range, format). */
export function helperText(
  error: string | undefined,
  hint: string | undefined,
): string | undefined {
  if (error && hint) return `${error} ${hint}`;
  return error ?? hint;
}

/**
 * react-hook-form's setValueAs for an optional number input: empty means null (not set),
 * anything else becomes a number for the zod schema to judge (NaN fails it with its message).
 */
export function toOptionalNumber(value: unknown): number | null {
  return value === '' || value === null || value === undefined ? null : Number(value);
}

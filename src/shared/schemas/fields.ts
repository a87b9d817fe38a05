import { z } from 'zod';
import { decimalPlaces } from '../domain/money';
import { daySchema } from './dates';

/** Required text of `min` to `max` characters, trimmed; '{label} is required' when absent. */
export const requiredText = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, `Must be at least ${min} characters`)
    .max(max, `Must be less than ${max} characters`);

/** A required yyyy-mm-dd day (the pattern first, so the OpenAPI shows it). */
export const requiredDay = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date format')
    .pipe(daySchema);

/** An optional id picked from a list: empty means none. */
export const optionalId = (message: string) =>
  z
    .union([z.string().uuid(message), z.literal('')], { error: message })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

const POSITIVE = 'Must be a positive number';

type NumberRule = {
  label: string;
  /** Smallest allowed value; `exclusive` makes it a strict lower bound. */
  min: number;
  exclusive?: boolean;
  max: number;
  decimals: number;
};

/** A required number from a form: empty (or NaN) reads '{label} is required'. */
export function requiredNumber({ label, min, exclusive = false, max, decimals }: NumberRule) {
  const number = z.number({
    error: (issue) =>
      issue.input === undefined || issue.input === null || Number.isNaN(issue.input)
        ? `${label} is required`
        : 'Must be a number',
  });
  const bounded = (exclusive ? number.gt(min, POSITIVE) : number.min(min, POSITIVE)).max(
    max,
    `Must be less than ${max}`,
  );
  if (decimals === 0) return bounded.int('Must be a whole number');
  const places = `${decimals} decimal place${decimals === 1 ? '' : 's'}`;
  return bounded.refine((value) => decimalPlaces(value) <= decimals, `Must have at most ${places}`);
}

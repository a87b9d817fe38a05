import { z } from 'zod';

/** A calendar day as yyyy-mm-dd ('Invalid date format' otherwise). */
export const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date format')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'Invalid date format',
  );

/** Empty means not set. */
export const optionalDaySchema = z
  .union([daySchema, z.literal('')])
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/** The spec's order rule, reported on the end date. */
export function endNotBeforeStart<T extends { startDate?: string | null; endDate?: string | null }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  if (value.startDate && value.endDate && value.endDate < value.startDate) {
    ctx.addIssue({
      code: 'custom',
      message: 'End date must be after start date',
      path: ['endDate'],
    });
  }
}

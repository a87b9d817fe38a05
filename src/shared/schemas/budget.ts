import { z } from 'zod';
import { requiredNumber, requiredText } from './fields';
import { optionalText } from './organization';

const effortFields = z.object({
  resourceId: z.string({ error: 'Please select a resource' }).uuid('Please select a resource'),
  estimatedHours: requiredNumber({
    label: 'Estimated hours',
    min: 0,
    exclusive: true,
    max: 100_000,
    decimals: 1,
  }),
  hourlyRate: requiredNumber({ label: 'Hourly rate', min: 0, max: 10_000, decimals: 2 }),
});

/** Effort (Resource Hours): a resource's estimated hours at an hourly rate (SPEC.md section 5). */
export const effortLineInputSchema = effortFields;
/** Changes to an effort line: only the fields given. */
export const effortLineUpdateSchema = effortFields.partial();

const overheadFields = z.object({
  category: requiredText('Category', 2, 100),
  amount: requiredNumber({ label: 'Amount', min: 0, max: 999_999_999, decimals: 2 }),
  description: optionalText(2000),
});

/** Overhead Cost: a category and an amount, with an optional description. */
export const overheadLineInputSchema = overheadFields;
/** Changes to an overhead line: only the fields given. */
export const overheadLineUpdateSchema = overheadFields.partial();

export type EffortLineInput = z.input<typeof effortLineInputSchema>;
export type OverheadLineInput = z.input<typeof overheadLineInputSchema>;

export const effortLineSchema = z.object({
  id: z.string().uuid(),
  /** Empty when the person was deleted; the line stays in the budget. */
  resourceId: z.string().uuid().nullable(),
  resourceName: z.string().nullable(),
  estimatedHours: z.number(),
  hourlyRate: z.number(),
  /** hours x rate rounded to the cent, by the database. */
  totalCost: z.number(),
});

export const overheadLineSchema = z.object({
  id: z.string().uuid(),
  category: z.string(),
  amount: z.number(),
  description: z.string().nullable(),
});

export const budgetTotalsSchema = z.object({
  effortCost: z.number(),
  overheadCost: z.number(),
  totalBudget: z.number(),
});

export const budgetSchema = z.object({
  effort: z.array(effortLineSchema),
  overhead: z.array(overheadLineSchema),
  totals: budgetTotalsSchema,
});

export type EffortLine = z.infer<typeof effortLineSchema>;
export type OverheadLine = z.infer<typeof overheadLineSchema>;
export type Budget = z.infer<typeof budgetSchema>;

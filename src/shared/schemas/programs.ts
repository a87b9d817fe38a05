import { z } from 'zod';
import { PROGRAM_SORTS } from '../list-queries';
import { optionalText } from './organization';
import { choiceQuery, pageOf, pageQuery } from './paging';

// Kept here too for the server; the web app imports them from ../list-queries.ts, without zod.
export { PROGRAM_SORTS } from '../list-queries';

export const programInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Must be at least 2 characters')
    .max(200, 'Must be less than 200 characters'),
  description: optionalText(2000),
  customerId: z.string({ error: 'Please select a customer' }).uuid('Please select a customer'),
});

export type ProgramInput = z.input<typeof programInputSchema>;

export const programSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string().nullable(),
  customerId: z.string().uuid(),
  customerName: z.string(),
  createdAt: z.string(),
});

export type Program = z.infer<typeof programSchema>;

export type ProgramSort = (typeof PROGRAM_SORTS)[number];

/**
 * GET /api/v1/programs: a page of the organization's programs, searched by name, description or
 * customer, newest first unless sorted otherwise.
 */
export const programQuerySchema = pageQuery(50, {
  sort: z.enum(PROGRAM_SORTS).default('createdAt'),
});

export const programPageSchema = pageOf(programSchema);
export type ProgramPage = z.infer<typeof programPageSchema>;

/** GET /api/v1/programs/choices: programs to pick from, by name, of one customer if given. */
export const programChoiceQuerySchema = choiceQuery({
  customerId: z.string().uuid('Customer not found').optional(),
  /** Only this program: a picker's chosen one, to name it when it is not among the first found. */
  id: z.string().uuid('Program not found').optional(),
});

export const programChoiceSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  customerId: z.string().uuid(),
  customerName: z.string(),
});
export type ProgramChoice = z.infer<typeof programChoiceSchema>;

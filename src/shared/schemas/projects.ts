import { z } from 'zod';
import { PROJECT_STATUSES } from '../enums';
import { PROJECT_PAGE_SIZE, PROJECT_SORTS } from '../list-queries';
import { endNotBeforeStart, optionalDaySchema } from './dates';
import { optionalText } from './organization';
import { choiceQuery, pageOf, pageQuery } from './paging';

// Kept here too for the server; the web app imports them from ../list-queries.ts, without zod.
export { PROJECT_PAGE_SIZE, PROJECT_SORTS } from '../list-queries';

const personId = z.string().uuid('Please select a person').nullable().optional();

const projectFields = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Must be at least 2 characters')
    .max(200, 'Must be less than 200 characters'),
  projectCode: optionalText(50),
  description: optionalText(2000),
  programId: z.string({ error: 'Please select a program' }).uuid('Please select a program'),
  startDate: optionalDaySchema,
  endDate: optionalDaySchema,
  revenue: z
    .number({ error: 'Must be a number' })
    .min(0, 'Revenue must be positive')
    .max(999_999_999, 'Revenue too large')
    .nullable()
    .optional(),
  projectManagerId: personId,
  pmHeadId: personId,
  resourceManagerId: personId,
});

export const projectInputSchema = projectFields.superRefine(endNotBeforeStart);
export const projectUpdateSchema = projectFields
  .extend({ status: z.enum(PROJECT_STATUSES).optional() })
  .superRefine(endNotBeforeStart);

export type ProjectInput = z.input<typeof projectInputSchema>;

const personRef = z.object({ id: z.string().uuid(), fullName: z.string() }).nullable();

export const projectSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  projectCode: z.string().nullable(),
  description: z.string().nullable(),
  programId: z.string().uuid(),
  programName: z.string(),
  customerId: z.string().uuid(),
  customerName: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  revenue: z.number().nullable(),
  status: z.enum(PROJECT_STATUSES),
  /** Delayed, On Track, or the status text (SPEC.md section 2). */
  badge: z.string(),
  projectManager: personRef,
  pmHead: personRef,
  resourceManager: personRef,
  createdAt: z.string(),
});

export type Project = z.infer<typeof projectSchema>;

export type ProjectSort = (typeof PROJECT_SORTS)[number];

/** One status or several, comma-separated in a query string ('active,draft'). */
const statusFilter = z
  .string()
  .transform((value) => value.split(',').filter((status) => status !== ''))
  .pipe(z.array(z.enum(PROJECT_STATUSES)).min(1));

/**
 * GET /api/v1/projects: a page of the projects the caller may see, searched by name, code,
 * program or customer, newest first unless sorted otherwise.
 */
export const projectQuerySchema = pageQuery(PROJECT_PAGE_SIZE, {
  sort: z.enum(PROJECT_SORTS).default('createdAt'),
  status: statusFilter.optional(),
});

export const projectPageSchema = pageOf(projectSchema);
export type ProjectPage = z.infer<typeof projectPageSchema>;

/** GET /api/v1/projects/choices: projects to pick from, by name. */
export const projectChoiceQuerySchema = choiceQuery({ status: statusFilter.optional() });

export const projectChoiceSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  projectCode: z.string().nullable(),
  customerName: z.string(),
  status: z.enum(PROJECT_STATUSES),
});
export type ProjectChoice = z.infer<typeof projectChoiceSchema>;

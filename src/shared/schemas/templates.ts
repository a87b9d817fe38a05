import { z } from 'zod';
import { LINK_TYPES } from '../domain/schedule';
import { TEMPLATE_ACTIVITY_LIMIT, TEMPLATE_CATEGORIES } from '../domain/templates';
import { requiredDay, requiredText } from './fields';

// Kept here too for the server; the web app imports them from ../screen-messages.ts, without zod.
export { NO_TEMPLATES_FOUND } from '../screen-messages';

export const TEMPLATE_NOT_FOUND = 'Template not found';
export const BUILT_IN_READ_ONLY = 'Built-in templates cannot be changed or deleted';
/** The version of the template file this Stint writes and reads. */
export const TEMPLATE_FILE_VERSION = 1;
export const TEMPLATE_FILE_FORMAT = 'stint-template';
export const newerFileMessage = (version: number) =>
  `This template file is from a newer version of Stint (file version ${version}); this version reads version ${TEMPLATE_FILE_VERSION} and older`;

const category = z.enum(TEMPLATE_CATEGORIES, { error: 'Please select a category' });
const description = z
  .string()
  .trim()
  .max(2000, 'Must be less than 2000 characters')
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

const wholeDays = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number of working days` })
    .int(`${label} must be a whole number of working days`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** A template's plan as a file or the API carries it (planProblems checks how it hangs together). */
export const templatePlanSchema = z.object({
  activities: z
    .array(
      z.object({
        key: z.string().min(1, 'Each activity needs a key').max(50),
        name: requiredText('Activity name', 1, 200),
        description: description,
        start: wholeDays('Start', 0, 100_000),
        days: wholeDays('Duration', 0, 10_000),
        isMilestone: z.boolean().default(false),
      }),
    )
    .min(1, 'A template needs at least one activity')
    .max(TEMPLATE_ACTIVITY_LIMIT, `A template holds at most ${TEMPLATE_ACTIVITY_LIMIT} activities`),
  links: z
    .array(
      z.object({
        from: z.string().min(1).max(50),
        to: z.string().min(1).max(50),
        type: z.enum(LINK_TYPES, { error: 'Link type must be FS, SS, FF or SF' }),
        lag: z.number().int().min(-1000).max(1000).default(0),
      }),
    )
    .max(TEMPLATE_ACTIVITY_LIMIT * 4)
    .default([]),
  effort: z
    .array(
      z.object({
        hours: z.number().positive('Must be a positive number').max(100_000),
        rate: z.number().min(0).max(10_000),
      }),
    )
    .max(500)
    .default([]),
  overhead: z
    .array(
      z.object({
        category: requiredText('Category', 2, 100),
        amount: z.number().min(0).max(999_999_999),
        description,
      }),
    )
    .max(500)
    .default([]),
});

/** A template on the Templates page: what its card shows. */
export const templateSummarySchema = z.object({
  /** A uuid, or "builtin-…" for a built-in template. */
  id: z.string(),
  name: z.string(),
  category: z.enum(TEMPLATE_CATEGORIES),
  description: z.string().nullable(),
  activities: z.number().int(),
  milestones: z.number().int(),
  /** Working days from the first activity's start to the last one's end. */
  workingDays: z.number().int(),
  budget: z.number(),
  builtIn: z.boolean(),
  createdBy: z.string().nullable(),
  /** Whether the caller may rename or delete it (never a built-in one). */
  canChange: z.boolean(),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

export const templateSchema = templateSummarySchema.extend({
  plan: z.object({
    activities: z.array(
      z.object({
        key: z.string(),
        name: z.string(),
        description: z.string().nullable().optional(),
        start: z.number().int(),
        days: z.number().int(),
        isMilestone: z.boolean(),
      }),
    ),
    links: z.array(
      z.object({
        from: z.string(),
        to: z.string(),
        type: z.enum(LINK_TYPES),
        lag: z.number().int(),
      }),
    ),
    effort: z.array(z.object({ hours: z.number(), rate: z.number() })),
    overhead: z.array(
      z.object({
        category: z.string(),
        amount: z.number(),
        description: z.string().nullable().optional(),
      }),
    ),
  }),
});
export type Template = z.infer<typeof templateSchema>;

const templateFields = {
  name: requiredText('Template name', 2, 200),
  category,
  description,
};

/** Save as Template: a project's plan under a name and category. */
export const saveAsTemplateSchema = z.object({
  ...templateFields,
  projectId: z.string().uuid('Project not found'),
});

export const templateUpdateSchema = z.object(templateFields);

/** Use Template and Clone: the new project's name, code, program and start date. */
export const newProjectFromPlanSchema = z.object({
  name: requiredText('Project name', 2, 200),
  projectCode: z
    .string()
    .trim()
    .max(50, 'Must be less than 50 characters')
    .optional()
    .nullable()
    .transform((value) => (value ? value : null)),
  programId: z.string({ error: 'Please select a program' }).uuid('Please select a program'),
  startDate: requiredDay('Start date'),
});
export type NewProjectFromPlan = z.input<typeof newProjectFromPlanSchema>;

/** A template file: what Export writes and Import reads. */
export const templateFileSchema = z.object({
  format: z.literal(TEMPLATE_FILE_FORMAT, { error: 'This is not a Stint template file' }),
  version: z
    .number({ error: 'The template file has no version' })
    .int('The template file has no version')
    .min(1, 'The template file has no version')
    .max(TEMPLATE_FILE_VERSION, { error: (issue) => newerFileMessage(Number(issue.input)) }),
  ...templateFields,
  plan: templatePlanSchema,
});
export type TemplateFile = z.infer<typeof templateFileSchema>;

/** GET /templates/:id/export: the file as written (what templateFileSchema reads back). */
export const templateFileOutputSchema = z.object({
  format: z.literal(TEMPLATE_FILE_FORMAT),
  version: z.number().int(),
  name: z.string(),
  category: z.enum(TEMPLATE_CATEGORIES),
  description: z.string().nullable(),
  plan: templateSchema.shape.plan,
});

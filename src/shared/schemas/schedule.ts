import { z } from 'zod';
import { LINK_TYPES } from '../domain/schedule';

export const SELECT_PREDECESSOR = 'Please select an activity of this project';
export const LINK_TO_ITSELF = 'An activity cannot be linked to itself';
export const ALREADY_LINKED = 'These activities are already linked';
/** The refusal of a link that would close a cycle, naming the activities on it. */
export const cycleMessage = (names: readonly string[]) =>
  `This link would make a cycle: ${[...names, names[0]].join(' → ')}`;

const lagSchema = z
  .number({ error: 'Lag must be a whole number of working days' })
  .int('Lag must be a whole number of working days')
  .min(-1000, 'Lag must be between -1000 and 1000 working days')
  .max(1000, 'Lag must be between -1000 and 1000 working days');

const linkTypeSchema = z.enum(LINK_TYPES, { error: 'Link type must be FS, SS, FF or SF' });

/** Link two activities of a project: the successor waits for the predecessor (lag < 0: a lead). */
export const linkInputSchema = z
  .object({
    predecessorId: z.string({ error: SELECT_PREDECESSOR }).uuid(SELECT_PREDECESSOR),
    successorId: z.string({ error: SELECT_PREDECESSOR }).uuid(SELECT_PREDECESSOR),
    type: linkTypeSchema.default('FS'),
    lag: lagSchema.default(0),
  })
  .refine((link) => link.predecessorId !== link.successorId, {
    message: LINK_TO_ITSELF,
    path: ['successorId'],
  });

/** Change a link's type or lag (its ends stay: delete it and link again). */
export const linkUpdateSchema = z.object({
  type: linkTypeSchema.optional(),
  lag: lagSchema.optional(),
});

export const linkSchema = z.object({
  id: z.string().uuid(),
  predecessorId: z.string().uuid(),
  successorId: z.string().uuid(),
  type: linkTypeSchema,
  lag: z.number().int(),
  createdAt: z.string(),
});

export type ActivityLink = z.infer<typeof linkSchema>;

const violationSchema = z.object({
  linkId: z.string(),
  predecessorId: z.string(),
  type: linkTypeSchema,
  lag: z.number().int(),
  requiredStart: z.string(),
  days: z.number().int(),
});

export const scheduledActivitySchema = z.object({
  id: z.string().uuid(),
  duration: z.number().int(),
  earlyStart: z.string(),
  earlyFinish: z.string(),
  lateStart: z.string(),
  lateFinish: z.string(),
  totalFloat: z.number().int(),
  freeFloat: z.number().int(),
  critical: z.boolean(),
  violations: z.array(violationSchema),
});

/** A project's schedule: its links and, per activity, early/late dates, floats and violations. */
export const scheduleSchema = z.object({
  links: z.array(linkSchema),
  activities: z.array(scheduledActivitySchema),
  criticalPath: z.array(z.string().uuid()),
  finish: z.string().nullable(),
  /** The working calendar it was computed on. */
  workingWeekdays: z.array(z.number().int()),
  holidays: z.array(z.string()),
});

export type ProjectSchedule = z.infer<typeof scheduleSchema>;

export const autoScheduleResultSchema = z.object({
  changes: z.array(z.object({ id: z.string().uuid(), startDate: z.string(), endDate: z.string() })),
});

export const BASELINE_NAME_REQUIRED = 'Please enter a baseline name';
export const BASELINE_NAME_TAKEN = 'A baseline with this name already exists';
export const BASELINE_NOT_FOUND = 'Baseline not found';

/** Save baseline: a name for the snapshot of the plan's dates and budget totals. */
export const baselineInputSchema = z.object({
  name: z
    .string({ error: BASELINE_NAME_REQUIRED })
    .trim()
    .min(1, BASELINE_NAME_REQUIRED)
    .max(100, 'Must be less than 100 characters'),
});

export const baselineSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  activityCount: z.number().int(),
  effortBudget: z.number(),
  overheadBudget: z.number(),
});

export type Baseline = z.infer<typeof baselineSchema>;

export const baselineParams = z.object({
  projectId: z.string().uuid(),
  baselineId: z.string().uuid(),
});

const varianceSchema = z.object({
  activityId: z.string().uuid().nullable(),
  name: z.string(),
  baselineStart: z.string().nullable(),
  baselineEnd: z.string().nullable(),
  currentStart: z.string().nullable(),
  currentEnd: z.string().nullable(),
  startVariance: z.number().int().nullable(),
  finishVariance: z.number().int().nullable(),
  status: z.enum(['unchanged', 'moved', 'added', 'removed']),
});

const budgetVarianceSchema = z.object({
  baseline: z.number(),
  current: z.number(),
  /** current − baseline: positive means the plan now costs more. */
  variance: z.number(),
});

/** A baseline against the plan: each activity's start/finish variance and the budget's. */
export const baselineComparisonSchema = z.object({
  baseline: baselineSchema,
  activities: z.array(varianceSchema),
  budget: z.object({
    effort: budgetVarianceSchema,
    overhead: budgetVarianceSchema,
    total: budgetVarianceSchema,
  }),
});

export type BaselineComparison = z.infer<typeof baselineComparisonSchema>;

/** What importing an MS Project XML file did. */
export const planImportResultSchema = z.object({
  activities: z.number().int(),
  links: z.number().int(),
  /** Summary tasks and blank rows, and links to them or to other projects, left out. */
  skippedTasks: z.number().int(),
  skippedLinks: z.number().int(),
});

export type PlanImportResult = z.infer<typeof planImportResultSchema>;

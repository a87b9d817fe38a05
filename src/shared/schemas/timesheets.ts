import { z } from 'zod';
import { parseDuration } from '../domain/parse-duration';
import { PENDING_TIMESHEET_SORTS } from '../list-queries';
import { addDays, isMonday } from '../domain/week';
import { DURATION_HINT } from '../screen-messages';
import { daySchema } from './dates';
import { optionalId } from './fields';
import { optionalText } from './organization';
import { pageOf, pageQuery } from './paging';
import { ACTIVITY_NOT_IN_PROJECT, PROJECT_REQUIRED } from './time';

// Kept here too for the server; the web app imports them from ../screen-messages.ts, without zod.
export { DURATION_HINT } from '../screen-messages';

export const TIMESHEET_STATUSES = ['submitted', 'approved', 'rejected'] as const;
/** A week nobody has submitted yet is open. */
export const WEEK_STATUSES = ['open', ...TIMESHEET_STATUSES] as const;
export const TIMESHEET_DECISIONS = ['approved', 'rejected'] as const;

export const WEEK_STARTS_MONDAY = 'A week starts on a Monday';
export const TIMESHEET_NOT_FOUND = 'Timesheet not found';
export const ALREADY_SUBMITTED = 'This week is already submitted';
export const ALREADY_REVIEWED = 'This timesheet has already been reviewed';
export const OWN_TIMESHEET = 'You cannot review your own timesheet';

const weekStart = daySchema.refine(isMonday, WEEK_STARTS_MONDAY);

export const weekQuerySchema = z.object({ start: weekStart });
export const weekActionSchema = z.object({ weekStart });

/** One grid row: a project, or a project's activity. */
const rowKey = {
  weekStart,
  projectId: z.string({ error: PROJECT_REQUIRED }).uuid(PROJECT_REQUIRED),
  activityId: optionalId(ACTIVITY_NOT_IN_PROJECT),
};

/** Typing a duration into a cell of the weekly grid; empty or 0 clears it. */
export const cellInputSchema = z
  .object({
    ...rowKey,
    day: daySchema,
    duration: z
      .string({ error: DURATION_HINT })
      .max(20, DURATION_HINT)
      .transform((text, ctx) => {
        const minutes = parseDuration(text);
        if (minutes === null) {
          ctx.addIssue({ code: 'custom', message: DURATION_HINT });
          return z.NEVER;
        }
        return minutes;
      }),
  })
  .superRefine((value, ctx) => {
    // Runs even when a field failed: compare only two real days.
    if (!daySchema.safeParse(value.day).success || !daySchema.safeParse(value.weekStart).success)
      return;
    if (value.day < value.weekStart || value.day > addDays(value.weekStart, 6))
      ctx.addIssue({ code: 'custom', path: ['day'], message: 'Pick a day of this week' });
  });
export type CellInput = z.input<typeof cellInputSchema>;

export const rowRemoveSchema = z.object(rowKey);

export const timesheetReviewSchema = z.object({
  decision: z.enum(TIMESHEET_DECISIONS, { error: 'Please approve or reject the timesheet' }),
  note: optionalText(2000),
});
export type TimesheetReview = z.input<typeof timesheetReviewSchema>;

const personRef = z.object({ id: z.string().uuid(), fullName: z.string() });

export const timesheetRowSchema = z.object({
  projectId: z.string().uuid(),
  projectName: z.string(),
  projectCode: z.string().nullable(),
  activityId: z.string().uuid().nullable(),
  activityName: z.string().nullable(),
  /** Minutes per day, Monday first; sessions count on the day they start. */
  minutes: z.array(z.number().int()).length(7),
  totalMinutes: z.number().int(),
});

/** A person's week: the grid, its totals and where it stands in approval. */
export const timesheetWeekSchema = z.object({
  weekStart: z.string(),
  days: z.array(z.string()).length(7),
  person: personRef,
  rows: z.array(timesheetRowSchema),
  dayTotals: z.array(z.number().int()).length(7),
  totalMinutes: z.number().int(),
  billableMinutes: z.number().int(),
  status: z.enum(WEEK_STATUSES),
  /** Approved weeks take no changes. */
  isLocked: z.boolean(),
  timesheet: z
    .object({
      id: z.string().uuid(),
      submittedAt: z.string(),
      reviewedBy: personRef.nullable(),
      reviewedAt: z.string().nullable(),
      reviewNote: z.string().nullable(),
    })
    .nullable(),
});
export type TimesheetWeek = z.infer<typeof timesheetWeekSchema>;

/** A submitted week waiting for its reviewer. */
export const pendingTimesheetSchema = z.object({
  id: z.string().uuid(),
  weekStart: z.string(),
  submittedAt: z.string(),
  person: personRef.extend({ email: z.string() }),
  totalMinutes: z.number().int(),
});
export type PendingTimesheet = z.infer<typeof pendingTimesheetSchema>;

/**
 * GET /timesheets/pending: a page of the submitted weeks waiting for the caller, oldest first
 * unless sorted otherwise, searched by the person's name or email.
 */
export const pendingTimesheetQuerySchema = pageQuery(
  50,
  { sort: z.enum(PENDING_TIMESHEET_SORTS).default('submittedAt') },
  'asc',
);
export const pendingTimesheetPageSchema = pageOf(pendingTimesheetSchema);
export type PendingTimesheetPage = z.infer<typeof pendingTimesheetPageSchema>;

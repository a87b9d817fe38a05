import { z } from 'zod';
import { BREAK_TYPES, SESSION_TYPES } from '../enums';
import { TEAM_UTILIZATION_SORTS } from '../list-queries';
import { PROJECT_REQUIRED } from '../screen-messages';
import { daySchema } from './dates';
import { optionalId } from './fields';
import { optionalText } from './organization';
import { choiceQuery, pageOf, pageQuery } from './paging';

// Kept here too for the server; the web app imports them from ../screen-messages.ts, without zod.
export { PROJECT_REQUIRED, WEEK_LOCKED } from '../screen-messages';

// The messages of SPEC.md sections 5 and 8, and those of issue 5 where the spec has none.
export const ACTIVITY_NOT_IN_PROJECT = 'Please select an activity of this project';
export const TIMER_RUNNING = 'A timer is already running';
export const NO_TIMER = 'No timer is running';
export const ALREADY_ON_BREAK = 'You are already on a break';
export const NOT_ON_BREAK = 'You are not on a break';
export const SESSION_OVERLAPS = 'This entry overlaps another session';
export const END_BEFORE_START = 'End time must be after start time';
export const SESSION_NOT_FOUND = 'Session not found';
/** Recent Sessions shows this many (SPEC.md section 9). */
export const RECENT_SESSIONS = 20;

const projectId = z.string({ error: PROJECT_REQUIRED }).uuid(PROJECT_REQUIRED);
const activityId = optionalId(ACTIVITY_NOT_IN_PROJECT);
const notes = optionalText(2000);
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time like 09:30');
const instant = z.iso.datetime({ offset: true, error: 'Invalid date format' });

/** Start Timer: project required, activity optional; billable defaults to the project's flag. */
export const timerStartSchema = z.object({
  projectId,
  activityId,
  notes,
  isBillable: z.boolean().optional(),
});
export type TimerStart = z.input<typeof timerStartSchema>;

export const breakStartSchema = z.object({
  breakType: z.enum(BREAK_TYPES, { error: 'Please select a break type' }).default('unpaid'),
});

/**
 * When a session ran: a day with local clock times (in the person's time zone), or two
 * instants. On a change either may be left out; a day needs both of its times.
 */
const timesShape = {
  date: daySchema.optional(),
  start: clockTime.optional(),
  end: clockTime.optional(),
  startTime: instant.optional(),
  endTime: instant.optional(),
};
type Times = { [K in keyof typeof timesShape]?: string };

function checkTimes(required: boolean) {
  return (value: Times, ctx: z.RefinementCtx) => {
    const local = value.date !== undefined || value.start !== undefined || value.end !== undefined;
    if (local) {
      for (const key of ['date', 'start', 'end'] as const)
        if (value[key] === undefined)
          ctx.addIssue({ code: 'custom', path: [key], message: 'Enter a date, start and end' });
      if (value.start && value.end && value.end <= value.start)
        ctx.addIssue({ code: 'custom', path: ['end'], message: END_BEFORE_START });
      return;
    }
    if (required && (value.startTime === undefined || value.endTime === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'Enter a start and end time' });
      return;
    }
    if (
      value.startTime &&
      value.endTime &&
      Date.parse(value.endTime) <= Date.parse(value.startTime)
    )
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: END_BEFORE_START });
  };
}

/** A manual entry of the session page: sessions are billable by default (SPEC.md section 9). */
export const sessionInputSchema = z
  .object({ projectId, activityId, notes, isBillable: z.boolean().optional(), ...timesShape })
  .superRefine(checkTimes(true));
export type SessionInput = z.input<typeof sessionInputSchema>;

/** A change to one's own session; what is left out stays as it is. */
export const sessionUpdateSchema = z
  .object({
    projectId: projectId.optional(),
    activityId,
    notes,
    isBillable: z.boolean().optional(),
    ...timesShape,
  })
  .superRefine(checkTimes(false));
export type SessionUpdate = z.input<typeof sessionUpdateSchema>;

/** The spec's order rule for a from-to range of days, reported on `to`. */
function toNotBeforeFrom(value: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (value.from && value.to && value.to < value.from)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'End date must be after start date' });
}

/** Days in the person's time zone; without them, the latest sessions. */
export const sessionsQuerySchema = z
  .object({
    from: daySchema.optional(),
    to: daySchema.optional(),
    limit: z.coerce.number().int().min(1).max(500).default(RECENT_SESSIONS),
  })
  .superRefine(toNotBeforeFrom);

export const breakSchema = z.object({
  id: z.string().uuid(),
  breakType: z.enum(BREAK_TYPES),
  startTime: z.string(),
  endTime: z.string().nullable(),
});

export const sessionSchema = z.object({
  id: z.string().uuid(),
  projectId: z.string().uuid(),
  projectName: z.string(),
  projectCode: z.string().nullable(),
  activityId: z.string().uuid().nullable(),
  activityName: z.string().nullable(),
  startTime: z.string(),
  /** Empty while the timer runs. */
  endTime: z.string().nullable(),
  /** Whole minutes worked, unpaid breaks excluded; empty while the timer runs. */
  durationMinutes: z.number().int().nullable(),
  notes: z.string().nullable(),
  /** Billable only when the session and its project both are. */
  isBillable: z.boolean(),
  sessionType: z.enum(SESSION_TYPES),
  isTimesheetEntry: z.boolean(),
  isRunning: z.boolean(),
  onBreak: z.boolean(),
  breaks: z.array(breakSchema),
});
export type Session = z.infer<typeof sessionSchema>;

export const todaySessionsSchema = z.object({
  /** Today in the person's time zone. */
  date: z.string(),
  timeZone: z.string(),
  sessions: z.array(sessionSchema),
});

/** A project one can track time on, for the tracker's selects (its activities come apart). */
/** GET /time/projects: projects time can be tracked on, by name, searched by name or code. */
export const trackableProjectQuerySchema = choiceQuery({});
export const trackableProjectSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  projectCode: z.string().nullable(),
  billable: z.boolean(),
});

/** GET /time/projects/:id/activities: what time on that project can be put on. */
export const trackableActivitySchema = z.object({ id: z.string().uuid(), name: z.string() });

export const utilizationQuerySchema = z.object({
  userId: z.string().uuid('Person not found').optional(),
});

/** A person's utilization target: their own, or the organization's defaults (isDefault). */
export const utilizationTargetSchema = z.object({
  hoursPerWeek: z.number(),
  billablePercentage: z.number().int(),
  /** True when the person has no own target and the organization's defaults apply. */
  isDefault: z.boolean(),
});

export const utilizationSchema = z.object({
  userId: z.string().uuid(),
  fullName: z.string(),
  /** The 30-day window, as instants. */
  from: z.string(),
  to: z.string(),
  totalMinutes: z.number().int(),
  billableMinutes: z.number().int(),
  /** Whole percent. */
  utilization: z.number().int(),
  badge: z.enum(['default', 'secondary', 'destructive']),
  target: utilizationTargetSchema,
});
export type Utilization = z.infer<typeof utilizationSchema>;

/** GET /time/utilization/people: a page of the active people's utilization, by name unless sorted. */
export const teamUtilizationQuerySchema = pageQuery(
  50,
  { sort: z.enum(TEAM_UTILIZATION_SORTS).default('fullName') },
  'asc',
);
export const teamUtilizationPageSchema = pageOf(utilizationSchema);

export const timeExportQuerySchema = z
  .object({
    from: daySchema,
    to: daySchema,
    userId: z.string().uuid('Person not found').optional(),
    projectId: z.string().uuid(PROJECT_REQUIRED).optional(),
    billable: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
  })
  .superRefine(toNotBeforeFrom);

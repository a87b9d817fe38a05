import { z } from 'zod';
import { PROJECT_STATUSES, RISK_LEVELS } from '../enums';
import { ANALYTICS_PROJECT_SORTS } from '../list-queries';
import { daySchema } from './dates';
import { pageOf, pageQuery } from './paging';

/**
 * GET /api/v1/analytics: the portfolio, narrowed by customer, program and a range of days, with
 * a page of its projects (searched by project, customer or program name, sorted by any figure).
 */
export const analyticsQuerySchema = pageQuery(
  50,
  {
    sort: z.enum(ANALYTICS_PROJECT_SORTS).default('name'),
    customerId: z.string().uuid('Customer not found').optional(),
    programId: z.string().uuid('Program not found').optional(),
    /** Time tracked from this day (in UTC), inclusive. */
    from: daySchema.optional(),
    /** Time tracked up to this day (in UTC), inclusive. */
    to: daySchema.optional(),
  },
  'asc',
).refine((q) => !q.from || !q.to || q.from <= q.to, {
  message: 'End date must be after start date',
  path: ['to'],
});
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

export const earnedValueSchema = z.object({
  bac: z.number(),
  pv: z.number(),
  ev: z.number(),
  ac: z.number(),
  cpi: z.number().nullable(),
  spi: z.number().nullable(),
  eac: z.number(),
  vac: z.number(),
});

export const analyticsProjectSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  status: z.enum(PROJECT_STATUSES),
  customer: z.string(),
  program: z.string(),
  /** Effort lines plus overhead. */
  budget: z.number(),
  /** Finished sessions in the range, in hours to one decimal. */
  hours: z.number(),
  billableHours: z.number(),
  activities: z.number().int().nonnegative(),
  /** As of today, whatever the range: budget, plan and progress, and the cost of all time. */
  earnedValue: earnedValueSchema,
});
export type AnalyticsProject = z.infer<typeof analyticsProjectSchema>;

export const analyticsSchema = z.object({
  currency: z.string(),
  totals: z.object({
    projects: z.number().int().nonnegative(),
    budget: z.number(),
    hours: z.number(),
    /** Potential and materialized risks (mitigated ones are not active). */
    activeRisks: z.number().int().nonnegative(),
  }),
  /** A page of the projects; the totals above are of all of them. */
  projects: pageOf(analyticsProjectSchema),
  /** The projects with the most hours in the range, most first: what Time Analysis charts. */
  mostHours: z.array(
    z.object({
      id: z.string().uuid(),
      name: z.string(),
      hours: z.number(),
      billableHours: z.number(),
    }),
  ),
  /** Active risks per level. */
  risks: z.object(
    Object.fromEntries(RISK_LEVELS.map((l) => [l, z.number().int()])) as {
      [K in (typeof RISK_LEVELS)[number]]: z.ZodNumber;
    },
  ),
});
export type Analytics = z.infer<typeof analyticsSchema>;

/** GET /api/v1/analytics/projects/:id/s-curve: planned value, actual cost and earned value. */
export const sCurveSchema = z.object({
  currency: z.string(),
  points: z.array(
    z.object({
      day: z.string(),
      pv: z.number(),
      ac: z.number().nullable(),
      ev: z.number().nullable(),
    }),
  ),
});
export type SCurve = z.infer<typeof sCurveSchema>;

import { z } from 'zod';
import { daySchema, endNotBeforeStart, optionalDaySchema } from './dates';
import {
  CAPACITY_PAGE_SIZE,
  RESOURCE_OVERVIEW_SORTS,
  RESOURCE_PAGE_SIZE,
  RESOURCE_UTILIZATION_SORTS,
} from '../list-queries';
import { optionalText } from './organization';
import { pageOf, pageQuery } from './paging';
import { utilizationTargetSchema } from './time';

const wholePercent = (min: number, max: number) =>
  z.coerce
    .number({ message: 'Must be a whole number' })
    .int('Must be a whole number')
    .min(min, `Must be at least ${min}`)
    .max(max, `Must be less than ${max + 1}`);

export const allocationInputSchema = z
  .object({
    resourceId: z.string().uuid('Please select a resource'),
    projectId: z.string().uuid('Please select a project'),
    capacityPercentage: wholePercent(1, 100),
    startDate: daySchema,
    endDate: optionalDaySchema,
    notes: optionalText(1000),
  })
  .superRefine(endNotBeforeStart);

export const allocationSchema = z.object({
  id: z.string().uuid(),
  resourceId: z.string().uuid(),
  projectId: z.string().uuid(),
  projectName: z.string(),
  capacityPercentage: z.number().int(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  notes: z.string().nullable(),
});
export type Allocation = z.infer<typeof allocationSchema>;

export const assignmentSchema = z.object({
  id: z.string().uuid(),
  resourceId: z.string().uuid(),
  projectId: z.string().uuid(),
  projectName: z.string(),
  activityName: z.string(),
  capacityPercentage: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
});

export const timeOffInputSchema = z
  .object({
    resourceId: z.string().uuid('Please select a resource'),
    startDate: daySchema,
    endDate: daySchema,
    reason: optionalText(500),
  })
  .superRefine(endNotBeforeStart);

export const timeOffSchema = z.object({
  id: z.string().uuid(),
  resourceId: z.string().uuid(),
  startDate: z.string(),
  endDate: z.string(),
  reason: z.string().nullable(),
});
export type TimeOff = z.infer<typeof timeOffSchema>;

/** GET /resources/time-off: a page of the time off, latest start first, searched by reason. */
export const timeOffQuerySchema = pageQuery(RESOURCE_PAGE_SIZE, {
  resourceId: z.string().uuid('Resource not found').optional(),
});
export const timeOffPageSchema = pageOf(timeOffSchema);
export type TimeOffPage = z.infer<typeof timeOffPageSchema>;

export const resourceOverviewSchema = z.object({
  id: z.string().uuid(),
  fullName: z.string(),
  email: z.string(),
  department: z.string().nullable(),
  /** Allocations in force today plus assignments of activities running today. */
  capacityPercentage: z.number().int(),
  utilization: z.number().int(),
  badge: z.enum(['default', 'secondary', 'destructive']),
});
export type ResourceOverview = z.infer<typeof resourceOverviewSchema>;

/**
 * GET /resources/overview: a page of the active people, searched by name, email or department.
 * Its figures are worked out for everyone, so it sorts by them too.
 */
export const resourceOverviewQuerySchema = pageQuery(
  RESOURCE_PAGE_SIZE,
  { sort: z.enum(RESOURCE_OVERVIEW_SORTS).default('fullName') },
  'asc',
);
export const resourceOverviewPageSchema = pageOf(resourceOverviewSchema);
export type ResourceOverviewPage = z.infer<typeof resourceOverviewPageSchema>;

export const resourceCapacitySchema = z.object({
  id: z.string().uuid(),
  fullName: z.string(),
  capacityPercentage: z.number().int(),
  allocations: z.array(allocationSchema),
  assignments: z.array(assignmentSchema),
  timeOff: z.array(timeOffSchema),
});
export type ResourceCapacity = z.infer<typeof resourceCapacitySchema>;

/** GET /resources/capacity: a page of the active people by name, searched by name or email. */
export const resourceCapacityQuerySchema = pageQuery(CAPACITY_PAGE_SIZE, {}, 'asc');
export const resourceCapacityPageSchema = pageOf(resourceCapacitySchema);
export type ResourceCapacityPage = z.infer<typeof resourceCapacityPageSchema>;

export const resourceUtilizationSchema = z.object({
  id: z.string().uuid(),
  fullName: z.string(),
  totalMinutes: z.number().int(),
  billableMinutes: z.number().int(),
  utilization: z.number().int(),
  badge: z.enum(['default', 'secondary', 'destructive']),
  target: utilizationTargetSchema,
  /** Hours tracked in 30 days as a whole percent of the 30-day target hours. */
  hoursAgainstTarget: z.number().int().nullable(),
});
export type ResourceUtilization = z.infer<typeof resourceUtilizationSchema>;

/** GET /resources/utilization: a page of the active people, searched by name, sorted by any figure. */
export const resourceUtilizationQuerySchema = pageQuery(
  RESOURCE_PAGE_SIZE,
  { sort: z.enum(RESOURCE_UTILIZATION_SORTS).default('fullName') },
  'asc',
);
export const resourceUtilizationPageSchema = pageOf(resourceUtilizationSchema);
export type ResourceUtilizationPage = z.infer<typeof resourceUtilizationPageSchema>;

export const targetInputSchema = z.object({
  hoursPerWeek: z.coerce
    .number({ message: 'Must be a number' })
    .min(0, 'Must be at least 0')
    .max(168, 'Must be less than 169'),
  billablePercentage: wholePercent(0, 100),
});

/** GET /resources/heat-map: weeks from the week of `from` (today), people maybe filtered. */
export const heatMapQuerySchema = z.object({
  from: daySchema.optional(),
  weeks: z.coerce.number().int().min(1).max(52).default(12),
  departmentId: z.string().uuid('Please select a department').optional(),
  teamId: z.string().uuid('Please select a team').optional(),
});

/**
 * A heat map cell: one person's week, the map's week at the same place (its working days too,
 * the same for everyone). What makes up its load comes with heatMapCellDetail.
 */
const heatMapCellSchema = z.object({
  load: z.number().int().nullable(),
  availableDays: z.number().int(),
  overloaded: z.boolean(),
});

export const heatMapSchema = z.object({
  /** The Mondays of the map's weeks. */
  weeks: z.array(z.string()),
  /** Each week's working days (holidays out): the organization's, the same for everyone. */
  workingDays: z.array(z.number().int()),
  people: z.array(
    z.object({
      id: z.string().uuid(),
      fullName: z.string(),
      department: z.string().nullable(),
      team: z.string().nullable(),
      cells: z.array(heatMapCellSchema),
    }),
  ),
});
export type HeatMap = z.infer<typeof heatMapSchema>;

/** GET /resources/heat-map/cell: one person's week, opened from the heat map. */
export const heatMapCellQuerySchema = z.object({
  personId: z.string().uuid('Resource not found'),
  /** Any day of the week. */
  week: daySchema,
});

export const heatMapCellDetailSchema = heatMapCellSchema.extend({
  week: z.string(),
  workingDays: z.number().int(),
  /** The allocations and activity assignments that make up the load. */
  items: z.array(
    z.object({
      kind: z.enum(['allocation', 'assignment']),
      projectName: z.string(),
      activityName: z.string().nullable(),
      percentage: z.number().int(),
      days: z.number().int(),
    }),
  ),
});
export type HeatMapCellDetail = z.infer<typeof heatMapCellDetailSchema>;

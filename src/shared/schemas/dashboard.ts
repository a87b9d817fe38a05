import { z } from 'zod';
import { PROJECT_STATUSES } from '../enums';

/** A project line on a dashboard (Recent Projects, My Projects). */
export const dashboardProjectSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  projectCode: z.string().nullable(),
  status: z.enum(PROJECT_STATUSES),
  /** The list badge: Delayed, On Track or the status. */
  badge: z.string(),
});

/** GET /api/v1/dashboard/overview: what every member's dashboard shows. */
export const dashboardOverviewSchema = z.object({
  totalProjects: z.number().int().nonnegative(),
  teamMembers: z.number().int().nonnegative(),
  /** Hours tracked today, rounded to one decimal. */
  hoursToday: z.number().nonnegative(),
  potentialRisks: z.number().int().nonnegative(),
  /** Billable share of the last 30 days' time, in whole percent. */
  utilization: z.number().int().min(0).max(100),
  /** Whose time Hours Today and utilization count: the organization's, or only the caller's. */
  timeScope: z.enum(['organization', 'own']),
  insight: z.object({
    kind: z.enum(['risk_warning', 'optimization', 'positive']),
    message: z.string(),
  }),
  recentProjects: z.array(dashboardProjectSchema),
});

/** GET /api/v1/dashboard/management: the Management analytics block, amounts in currency. */
export const managementDashboardSchema = z.object({
  currency: z.string(),
  totalRevenue: z.number(),
  expectedQuarterRevenue: z.number(),
  consumedCost: z.number(),
  performanceRevenue: z.number(),
  projects: z.number().int().nonnegative(),
  onTrack: z.number().int().nonnegative(),
  underperforming: z.number().int().nonnegative(),
  delayedActivities: z.number().int().nonnegative(),
});

/** GET /api/v1/dashboard/my-projects: the projects the caller manages, newest first. */
export const myProjectsSchema = z.object({ projects: z.array(dashboardProjectSchema) });

/** GET /api/v1/platform/overview: totals across every organization. */
export const platformOverviewSchema = z.object({
  organizations: z.object({
    total: z.number().int().nonnegative(),
    active: z.number().int().nonnegative(),
    suspended: z.number().int().nonnegative(),
    trial: z.number().int().nonnegative(),
  }),
  users: z.object({
    total: z.number().int().nonnegative(),
    newThisWeek: z.number().int().nonnegative(),
  }),
  projects: z.number().int().nonnegative(),
  /** People (profiles) across the platform: the spec's 'Total Resources'. */
  people: z.number().int().nonnegative(),
});

export type DashboardProject = z.infer<typeof dashboardProjectSchema>;
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;
export type ManagementDashboard = z.infer<typeof managementDashboardSchema>;
export type MyProjects = z.infer<typeof myProjectsSchema>;
export type PlatformOverview = z.infer<typeof platformOverviewSchema>;

import { z } from 'zod';
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TIERS } from '../enums';
import { PLATFORM_USER_SORTS, SUBSCRIBER_SORTS } from '../list-queries';
import { ROLES } from '../roles';
import { auditEntrySchema } from './audit';
import { emailSchema, personNameSchema } from './auth';
import { optionalText } from './organization';
import { pageOf, pageQuery } from './paging';

// Kept here too for the server; the web app imports them from ../list-queries.ts, without zod.
export { PLATFORM_USER_SORTS, SUBSCRIBER_SORTS } from '../list-queries';

// The platform console (SPEC.md section 2, Platform Administration): every list is paged,
// sorted and searched on the server, because a platform holds far more rows than a page.

const PLATFORM_PAGE_SIZE = 25;
export type SubscriberSort = (typeof SUBSCRIBER_SORTS)[number];

/** GET /api/v1/platform/organizations */
export const subscriberQuerySchema = pageQuery(PLATFORM_PAGE_SIZE, {
  sort: z.enum(SUBSCRIBER_SORTS).default('createdAt'),
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
});
export type SubscriberQuery = z.input<typeof subscriberQuerySchema>;

export const subscriberSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  subdomain: z.string(),
  /** The subdomain with the product's domain: acme.stint.app. */
  domain: z.string(),
  orgType: z.string().nullable(),
  locationCountry: z.string().nullable(),
  numEmployees: z.number().int().nullable(),
  /** People (profiles) of the organization: the spec's 'Auth Users'. */
  authUsers: z.number().int().nonnegative(),
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  createdAt: z.string(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscriberPageSchema = pageOf(subscriberSchema);
export type SubscriberPage = z.infer<typeof subscriberPageSchema>;

export const SUBDOMAIN_INVALID =
  'Use lower-case letters, digits and dashes (2 to 63), starting with a letter or digit';
export const SUBDOMAIN_TAKEN = 'This subdomain is already taken';

/** Edit Subscriber Organization: the spec adds no validation beyond conversion, we add these. */
export const subscriberUpdateSchema = z.object({
  name: z.string().trim().min(1, 'Organization name is required').max(200),
  subdomain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{1,62}$/, SUBDOMAIN_INVALID),
  orgType: optionalText(100),
  locationCountry: optionalText(100),
  numEmployees: z
    .number({ error: 'Must be a whole number' })
    .int('Must be a whole number')
    .min(0, 'Must be a positive number')
    .nullable()
    .optional(),
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
});
export type SubscriberUpdate = z.input<typeof subscriberUpdateSchema>;

/** POST /platform/organizations/:id/suspend and /activate answer the organization. */
export const subscriberStatusSchema = subscriberSchema;

/** DELETE /platform/organizations/:id: what went, table by table. */
export const subscriberDeletionSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  /** Rows removed per table (tables with none left out), the organization's own row included. */
  rows: z.record(z.string(), z.number().int().nonnegative()),
  accounts: z.number().int().nonnegative(),
  files: z.number().int().nonnegative(),
});
export type SubscriberDeletion = z.infer<typeof subscriberDeletionSchema>;

export type PlatformUserSort = (typeof PLATFORM_USER_SORTS)[number];

/** GET /api/v1/platform/users: organization owners and admins across the platform. */
export const platformUserQuerySchema = pageQuery(PLATFORM_PAGE_SIZE, {
  sort: z.enum(PLATFORM_USER_SORTS).default('createdAt'),
});
export type PlatformUserQuery = z.input<typeof platformUserQuerySchema>;

export const platformUserSchema = z.object({
  id: z.string().uuid(),
  fullName: z.string(),
  email: z.string(),
  organizationId: z.string().uuid(),
  organization: z.string(),
  jobTitle: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type PlatformUser = z.infer<typeof platformUserSchema>;

export const platformUserPageSchema = pageOf(platformUserSchema);
export type PlatformUserPage = z.infer<typeof platformUserPageSchema>;

/** Edit User Details. */
export const platformUserUpdateSchema = z.object({
  fullName: personNameSchema,
  email: emailSchema,
  jobTitle: optionalText(200),
});
export type PlatformUserUpdate = z.input<typeof platformUserUpdateSchema>;

/** GET /api/v1/platform/analytics */
export const platformAnalyticsSchema = z.object({
  distribution: z.array(
    z.object({
      tier: z.enum(SUBSCRIPTION_TIERS),
      count: z.number().int().nonnegative(),
      percentage: z.number(),
    }),
  ),
  signUpsLast7Days: z.number().int().nonnegative(),
  active: z.number().int().nonnegative(),
  suspended: z.number().int().nonnegative(),
  averageUsersPerOrganization: z.number(),
  /** Organizations created this week (Monday on, UTC). */
  growthThisWeek: z.number().int().nonnegative(),
  /** Active organizations of all, in percent. */
  activeRate: z.number(),
  averageProjectsPerOrganization: z.number(),
  /** Sign-ups per week, oldest first: the last 12 weeks, this one included. */
  signUpsPerWeek: z.array(
    z.object({ weekStart: z.string(), count: z.number().int().nonnegative() }),
  ),
});
export type PlatformAnalytics = z.infer<typeof platformAnalyticsSchema>;

/** GET /api/v1/platform/audit-log: what platform administrators did, newest first. */
export const platformAuditQuerySchema = pageQuery(PLATFORM_PAGE_SIZE, {}).pick({
  page: true,
  pageSize: true,
});
export const platformAuditPageSchema = pageOf(auditEntrySchema);
export type PlatformAuditPage = z.infer<typeof platformAuditPageSchema>;

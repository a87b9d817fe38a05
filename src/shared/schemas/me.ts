import { z } from 'zod';
import { CURRENCIES, SUBSCRIPTION_STATUSES, SUBSCRIPTION_TIERS } from '../enums';
import { ROLES } from '../roles';

export const meOrganizationSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  subdomain: z.string(),
  orgType: z.string().nullable(),
  locationCountry: z.string().nullable(),
  numEmployees: z.number().int().nullable(),
  revenueCurrency: z.enum(CURRENCIES).or(z.string()),
  setupCompleted: z.boolean(),
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
});

/** GET /api/v1/me: who is signed in, in which organization, with which roles. */
export const meSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  fullName: z.string(),
  jobTitle: z.string().nullable(),
  timeZone: z.string(),
  organization: meOrganizationSchema.nullable(),
  roles: z.array(z.enum(ROLES)),
  isPlatformAdmin: z.boolean(),
});

export type Me = z.infer<typeof meSchema>;

import { z } from 'zod';
import { CURRENCIES, SUBSCRIPTION_STATUSES, SUBSCRIPTION_TIERS } from '../enums';
import { ROLES } from '../roles';
import { personNameSchema } from './auth';
import { optionalText } from './organization';

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

export const TIME_ZONE_INVALID = 'Please select a valid time zone';

/** Whether the runtime knows an IANA time zone ('Europe/Stockholm'). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** My profile, from the avatar menu: name, job title and time zone. */
export const profileInputSchema = z.object({
  fullName: personNameSchema,
  jobTitle: optionalText(200),
  timeZone: z.string().trim().refine(isTimeZone, TIME_ZONE_INVALID),
});

export type ProfileInput = z.input<typeof profileInputSchema>;

import { z } from 'zod';
import { CURRENCIES, ORGANIZATION_TYPES } from '../enums';

/** Empty text from a form means "not set". */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be less than ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

export const organizationSettingsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Must be at least 2 characters')
    .max(200, 'Must be less than 200 characters'),
  orgType: z
    .union([z.enum(ORGANIZATION_TYPES), z.literal('')])
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  locationCountry: z
    .string()
    .trim()
    .min(1, 'Country is required')
    .max(100, 'Must be less than 100 characters'),
  numEmployees: z
    .number({ error: 'Must be a whole number' })
    .int('Must be a whole number')
    .min(0, 'Must be a positive number')
    .max(10_000_000, 'Must be less than 10000000')
    .nullable()
    .optional(),
  revenueCurrency: z.enum(CURRENCIES).optional(),
});

export type OrganizationSettings = z.input<typeof organizationSettingsSchema>;

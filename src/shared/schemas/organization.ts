import { z } from 'zod';
import { CURRENCIES, ORGANIZATION_TYPES } from '../enums';
import { daySchema } from './dates';

export const ORGANIZATION_NOT_FOUND = 'Organization not found';

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

// ---- Departments, teams and the working calendar ----

const structureName = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing, abort: true })
    .min(2, 'Must be at least 2 characters')
    .max(100, 'Must be less than 100 characters');

export const departmentInputSchema = z.object({
  name: structureName('Department name is required'),
});
export type DepartmentInput = z.input<typeof departmentInputSchema>;

export const departmentSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  /** How many people of the organization are in the department. */
  peopleCount: z.number().int(),
  createdAt: z.string(),
});
export type Department = z.infer<typeof departmentSchema>;

export const teamInputSchema = z.object({
  name: structureName('Team name is required'),
  departmentId: z.string({ error: 'Department is required' }).uuid('Department is required'),
});
export type TeamInput = z.input<typeof teamInputSchema>;

export const teamSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  departmentId: z.string().uuid(),
  departmentName: z.string(),
  peopleCount: z.number().int(),
  createdAt: z.string(),
});
export type Team = z.infer<typeof teamSchema>;

/** ISO weekdays, 1 Monday ... 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const workingCalendarSchema = z.object({
  workingWeekdays: z.array(z.number().int()),
  defaultTargetHoursPerWeek: z.number(),
  defaultTargetBillablePercentage: z.number().int(),
});
export type WorkingCalendar = z.infer<typeof workingCalendarSchema>;

export const workingCalendarInputSchema = z.object({
  workingWeekdays: z
    .array(
      z
        .number({ error: 'Invalid weekday' })
        .int('Invalid weekday')
        .min(1, 'Invalid weekday')
        .max(7, 'Invalid weekday'),
    )
    .min(1, 'Select at least one working day')
    .transform((days) => [...new Set(days)].sort((a, b) => a - b))
    .optional(),
  defaultTargetHoursPerWeek: z
    .number({ error: 'Must be a number' })
    .min(0, 'Must be a positive number')
    .max(168, 'Must be at most 168')
    .multipleOf(0.01, 'Use at most two decimals')
    .optional(),
  defaultTargetBillablePercentage: z
    .number({ error: 'Must be a whole number' })
    .int('Must be a whole number')
    .min(0, 'Must be between 0 and 100')
    .max(100, 'Must be between 0 and 100')
    .optional(),
});
export type WorkingCalendarInput = z.input<typeof workingCalendarInputSchema>;

export const holidayInputSchema = z.object({
  date: daySchema,
  name: z
    .string({ error: 'Holiday name is required' })
    .trim()
    .min(1, 'Holiday name is required')
    .max(100, 'Must be less than 100 characters'),
});
export type HolidayInput = z.input<typeof holidayInputSchema>;

export const holidaySchema = z.object({
  id: z.string().uuid(),
  date: z.string(),
  name: z.string(),
  createdAt: z.string(),
});
export type Holiday = z.infer<typeof holidaySchema>;

import { z } from 'zod';
import { ROLES } from '../roles';
import { emailSchema, personNameSchema } from './auth';
import { optionalText } from './organization';

export const hourlyCostSchema = z
  .number({ error: 'Must be a number' })
  .min(0, 'Must be a positive number')
  .max(10_000, 'Must be less than 10000')
  .nullable()
  .optional();

/** A person added by an administrator: invited by email to set a password. */
export const newPersonSchema = z.object({
  fullName: personNameSchema,
  email: emailSchema,
  role: z.enum(ROLES, { error: 'Please select a role' }).default('tracked_employee'),
  employeeId: optionalText(100),
  jobTitle: optionalText(200),
  department: optionalText(100),
  team: optionalText(100),
  hourlyCost: hourlyCostSchema,
  locationCountry: optionalText(100),
  managerEmail: z
    .union([emailSchema, z.literal('')])
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
});

export type NewPerson = z.input<typeof newPersonSchema>;

export const personSchema = z.object({
  id: z.string().uuid(),
  fullName: z.string(),
  email: z.string(),
  employeeId: z.string().nullable(),
  jobTitle: z.string().nullable(),
  department: z.string().nullable(),
  team: z.string().nullable(),
  hourlyCost: z.number().nullable(),
  locationCountry: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  isActive: z.boolean(),
  createdAt: z.string(),
});

export type Person = z.infer<typeof personSchema>;

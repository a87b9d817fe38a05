import { z } from 'zod';
import { PERSON_SORTS, PERSON_STATUSES } from '../list-queries';
import { ROLES } from '../roles';
import { emailSchema, personNameSchema } from './auth';
import { optionalText } from './organization';
import { choiceQuery, pageOf, pageQuery } from './paging';

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
  /** Add User picks them from the organization's lists (the names above come from files). */
  departmentId: z.string().uuid('Please select a department').nullable().optional(),
  teamId: z.string().uuid('Please select a team').nullable().optional(),
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
  departmentId: z.string().uuid().nullable(),
  teamId: z.string().uuid().nullable(),
  roles: z.array(z.enum(ROLES)),
  isActive: z.boolean(),
  createdAt: z.string(),
});

export type Person = z.infer<typeof personSchema>;

/**
 * GET /users: a page of the organization's people with their roles, searched by name, email,
 * job title, department or team, active or inactive ones only if asked, by name by default.
 */
export const personQuerySchema = pageQuery(
  50,
  {
    sort: z.enum(PERSON_SORTS).default('fullName'),
    status: z.enum(PERSON_STATUSES, { error: 'Please select a status' }).optional(),
  },
  'asc',
);
export const personPageSchema = pageOf(personSchema);
export type PersonPage = z.infer<typeof personPageSchema>;

/**
 * GET /users/choices: active people to pick from (inactive ones too if asked: whose time to
 * export), by name, searched by name or email.
 */
export const personChoiceQuerySchema = choiceQuery({
  withInactive: z.stringbool({ error: 'Must be true or false' }).default(false),
});
export const personChoiceSchema = z.object({
  id: z.string().uuid(),
  fullName: z.string(),
  email: z.string(),
  hourlyCost: z.number().nullable(),
});
export type PersonChoice = z.infer<typeof personChoiceSchema>;

export const USER_NOT_FOUND = 'User not found';
export const EMAIL_TAKEN = 'A user with this email already exists';
export { ACCOUNT_DEACTIVATED, ORGANIZATION_SUSPENDED } from '../account-refusals';
/** Nobody deactivates or demotes the last active admin of an organization. */
export const LAST_ADMIN = 'The organization needs at least one active admin';
export const TEAM_NOT_IN_DEPARTMENT = 'This team belongs to another department';

/** Edit User: what an admin changes of a person (only the fields given). */
export const personUpdateSchema = z.object({
  fullName: personNameSchema.optional(),
  jobTitle: optionalText(200),
  departmentId: z.string().uuid('Please select a department').nullable().optional(),
  teamId: z.string().uuid('Please select a team').nullable().optional(),
  hourlyCost: hourlyCostSchema,
  roles: z
    .array(z.enum(ROLES, { error: 'Please select a role' }))
    .min(1, 'Please select at least one role')
    .max(ROLES.length)
    .optional(),
});

export type PersonUpdate = z.input<typeof personUpdateSchema>;

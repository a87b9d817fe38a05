import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TIERS } from '../../../shared/enums';
import { ROLES } from '../../../shared/roles';
import { authUsers } from './auth';
import { createdAt, id, oneOf, referringIndex, updatedAt } from './columns';

export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    name: text('name').notNull(),
    subdomain: text('subdomain').notNull().unique(),
    orgType: text('org_type'),
    locationCountry: text('location_country'),
    numEmployees: integer('num_employees'),
    revenueCurrency: text('revenue_currency').notNull().default('USD'),
    setupCompleted: boolean('setup_completed').notNull().default(false),
    subscriptionTier: text('subscription_tier').notNull().default('starter'),
    subscriptionStatus: text('subscription_status').notNull().default('trial'),
    /** ISO weekdays the organization works (1 Monday ... 7 Sunday): its working calendar. */
    workingWeekdays: integer('working_weekdays')
      .array()
      .notNull()
      .default(sql`'{1,2,3,4,5}'`),
    /** What a person aims for unless they have a utilization target of their own. */
    defaultTargetHoursPerWeek: numeric('default_target_hours_per_week', { precision: 5, scale: 2 })
      .notNull()
      .default('40'),
    defaultTargetBillablePercentage: integer('default_target_billable_percentage')
      .notNull()
      .default(80),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The platform console pages, sorts and searches every organization (pg_trgm for search).
    index('organizations_created_id_idx').on(t.createdAt, t.id),
    index('organizations_name_id_idx').on(t.name, t.id),
    // The platform overview counts the organizations by status off this index alone.
    index('organizations_status_idx').on(t.subscriptionStatus),
    index('organizations_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('organizations_subdomain_trgm_idx').using('gin', sql`${t.subdomain} gin_trgm_ops`),
    oneOf('organizations_tier_check', t.subscriptionTier, SUBSCRIPTION_TIERS),
    oneOf('organizations_status_check', t.subscriptionStatus, SUBSCRIPTION_STATUSES),
    check(
      'organizations_employees_check',
      sql`${t.numEmployees} is null or ${t.numEmployees} >= 0`,
    ),
    check(
      'organizations_working_weekdays_check',
      sql`${t.workingWeekdays} <@ '{1,2,3,4,5,6,7}'::integer[]`,
    ),
    check(
      'organizations_default_hours_check',
      sql`${t.defaultTargetHoursPerWeek} between 0 and 168`,
    ),
    check(
      'organizations_default_billable_check',
      sql`${t.defaultTargetBillablePercentage} between 0 and 100`,
    ),
  ],
);

/** organization_id on a tenant row: required, cascades with its organization. */
export const organizationId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

export const departments = pgTable(
  'departments',
  {
    id: id(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('departments_org_name_idx').on(t.organizationId, t.name)],
);

export const teams = pgTable(
  'teams',
  {
    id: id(),
    organizationId: organizationId(),
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('teams_department_name_idx').on(t.departmentId, t.name),
    index('teams_org_idx').on(t.organizationId),
  ],
);

/** A day the whole organization does not work (its working calendar's exceptions). */
export const holidays = pgTable(
  'holidays',
  {
    id: id(),
    organizationId: organizationId(),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('holidays_org_date_idx').on(t.organizationId, t.date)],
);

/** A person of an organization; id equals the auth user id. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    organizationId: organizationId(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    employeeId: text('employee_id'),
    jobTitle: text('job_title'),
    department: text('department'),
    team: text('team'),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    hourlyCost: numeric('hourly_cost', { precision: 14, scale: 2 }),
    locationCountry: text('location_country'),
    managerEmail: text('manager_email'),
    timeZone: text('time_zone').notNull().default('UTC'),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * What the platform console's search of admins reads: the name, the email and the
     * organization's name, lowercased, one a line. Written by triggers (migration 0018) whenever
     * one of the three changes, never by the server.
     */
    platformSearch: text('platform_search').notNull().default(''),
    /**
     * Whether the person holds the admin role (user_roles), for the platform console's list of
     * every organization's admins, which its partial indexes below answer. Written by triggers
     * on user_roles (migration 0019), never by the server.
     */
    isOrganizationAdmin: boolean('is_organization_admin').notNull().default(false),
    /**
     * The organization's name, for the platform console's list of admins sorted by it: an
     * index in that order, where a join sorted all 100,000 admins for a page in the middle.
     * Written by the triggers that write platformSearch (migration 0022), never by the server.
     */
    organizationName: text('organization_name').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('profiles_org_email_idx').on(t.organizationId, t.email),
    index('profiles_org_name_idx').on(t.organizationId, t.fullName),
    // The platform overview counts every person, the new and the active, off this index alone:
    // the table is wide (platform_search), and the 200,000 people of the bench took 65 ms.
    index('profiles_created_active_idx').on(t.createdAt, t.isActive),
    // The platform console's list of every organization's admins: theirs alone.
    index('profiles_admins_created_id_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.isOrganizationAdmin}`),
    index('profiles_admins_name_id_idx')
      .on(t.fullName, t.id)
      .where(sql`${t.isOrganizationAdmin}`),
    index('profiles_admins_org_name_id_idx')
      .on(t.organizationName, t.id)
      .where(sql`${t.isOrganizationAdmin}`),
    index('profiles_admins_search_trgm_idx')
      .using('gin', sql`${t.platformSearch} gin_trgm_ops`)
      .where(sql`${t.isOrganizationAdmin}`),
    check(
      'profiles_hourly_cost_check',
      sql`${t.hourlyCost} is null or ${t.hourlyCost} between 0 and 10000`,
    ),
    referringIndex('profiles_department_id_idx', t.departmentId, t.organizationId),
    referringIndex('profiles_team_id_idx', t.teamId, t.organizationId),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    organizationId: organizationId(),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role] }),
    index('user_roles_org_role_idx').on(t.organizationId, t.role),
    index('user_roles_role_user_idx').on(t.role, t.userId),
    oneOf('user_roles_role_check', t.role, ROLES),
  ],
);

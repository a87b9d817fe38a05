// How the server's lists may be asked for: their sort columns, page sizes and the choice limit.
// Plain values, no zod: the web app's list pages use them without downloading the schemas
// (src/shared/schemas/* build their query schemas from them).

/** The most choices a picker is offered at once (by name); it searches for the others. */
export const CHOICE_LIMIT = 100;

/** Customers are listed in hierarchy order ('tree': each parent followed by its children). */
export const CUSTOMER_SORTS = ['tree', 'name', 'type', 'location', 'createdAt'] as const;

export const PROGRAM_SORTS = ['name', 'customerName', 'createdAt'] as const;

export const PROJECT_PAGE_SIZE = 50;
export const PROJECT_SORTS = [
  'name',
  'projectCode',
  'customerName',
  'startDate',
  'endDate',
  'status',
  'createdAt',
] as const;

export const SUBSCRIBER_SORTS = ['name', 'subdomain', 'createdAt'] as const;
export const PLATFORM_USER_SORTS = ['fullName', 'organization', 'createdAt'] as const;

/** Pending Timesheets: oldest submitted first unless sorted otherwise. */
export const PENDING_TIMESHEET_SORTS = ['submittedAt', 'person', 'weekStart'] as const;

/** The Resources tabs page by person: the Capacity tab's cards fewer at a time. */
export const RESOURCE_PAGE_SIZE = 50;
export const CAPACITY_PAGE_SIZE = 20;
export const RESOURCE_OVERVIEW_SORTS = [
  'fullName',
  'email',
  'department',
  'capacityPercentage',
  'utilization',
] as const;
export const TEAM_UTILIZATION_SORTS = [
  'fullName',
  'totalMinutes',
  'billableMinutes',
  'utilization',
] as const;
export const RESOURCE_UTILIZATION_SORTS = [
  'fullName',
  'totalMinutes',
  'billableMinutes',
  'utilization',
  'target',
  'hoursAgainstTarget',
] as const;

/** The people lists (Users, Organization Users): by name unless sorted otherwise. */
export const PERSON_SORTS = [
  'fullName',
  'email',
  'department',
  'team',
  'status',
  'hourlyCost',
  'createdAt',
] as const;
export const PERSON_STATUSES = ['active', 'inactive'] as const;

/** Analytics pages its projects, sorted by any figure of Project Overview or Earned Value. */
export const ANALYTICS_PROJECT_SORTS = [
  'name',
  'status',
  'budget',
  'hours',
  'billableHours',
  'activities',
  'bac',
  'pv',
  'ev',
  'ac',
  'cpi',
  'spi',
  'eac',
  'vac',
] as const;
/** Time Analysis charts the projects with the most hours, this many. */
export const MOST_HOURS_CHARTED = 15;

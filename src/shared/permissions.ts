import type { Role } from './roles';

/**
 * What each role may do (DESIGN.md section 5), the one table routes and menus ask. Platform
 * administrators hold no organization role: they reach the platform console only.
 */
export const PERMISSIONS = {
  /** Organization settings, departments, teams, people and their roles. */
  'organization.manage': ['admin'],
  /** The audit log: admins, and management to read it. */
  'audit.read': ['admin', 'management'],
  /** See the organization's customers, programs, projects and their tabs. */
  'portfolio.read': [
    'admin',
    'management',
    'pm_head',
    'project_manager',
    'resource_manager',
    'user',
  ],
  'customers.manage': ['admin', 'pm_head'],
  'programs.manage': ['admin', 'pm_head'],
  /** Create projects, assign their team, change any project. */
  'projects.manage': ['admin', 'pm_head'],
  /** Change the projects one manages (activities, budget, registers, payments, requests). */
  'projects.manage_own': ['admin', 'pm_head', 'project_manager'],
  'change_requests.review': ['admin', 'pm_head'],
  'templates.manage': ['admin', 'pm_head'],
  /** People's capacity, resource imports and bulk edits. */
  'resources.manage': ['admin', 'resource_manager'],
  'people.read': ['admin', 'management', 'pm_head', 'project_manager', 'resource_manager'],
  'timesheets.approve': ['admin', 'resource_manager'],
  'analytics.read': ['admin', 'management', 'pm_head'],
  'reports.run': ['admin', 'management', 'pm_head', 'resource_manager'],
  /** Save report definitions for the organization (one's own; admins change anyone's). */
  'reports.save': ['admin', 'management', 'pm_head', 'resource_manager'],
  /** Track and edit one's own time. */
  'time.own': [
    'admin',
    'management',
    'pm_head',
    'project_manager',
    'resource_manager',
    'user',
    'tracked_employee',
  ],
  /** Import time from another tracker's export for anyone of the organization, not only oneself. */
  'time.import_any': ['admin', 'resource_manager'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

/** Whether someone holding `roles` may do `permission`. */
export function can(roles: readonly Role[], permission: Permission): boolean {
  const allowed: readonly Role[] = PERMISSIONS[permission];
  return roles.some((role) => allowed.includes(role));
}

import { can, type Permission } from './permissions';
import type { Role } from './roles';

/**
 * Which screens of /dashboard each role reaches, and what the menu shows (SPEC.md section 2).
 * Each screen names the permissions (permissions.ts, the one table) that open it.
 */

export interface Viewer {
  roles: readonly Role[];
  isPlatformAdmin: boolean;
}

export type NavigationKey =
  | 'dashboard'
  | 'customers'
  | 'programs'
  | 'projects'
  | 'time-tracker'
  | 'timesheets'
  | 'resources'
  | 'reports'
  | 'analytics'
  | 'templates'
  | 'organization-users'
  | 'audit-log'
  | 'organization'
  | 'platform-admin';

export interface NavigationItem {
  key: NavigationKey;
  label: string;
  href: string;
}

const EVERYONE = 'everyone';
/** Who may open a screen: everyone signed in, or whoever holds any of these permissions. */
type Audience = typeof EVERYONE | readonly Permission[];

/** A screen of /dashboard in the menu: its address is /dashboard/<key>. */
function screen(key: NavigationKey, label: string, audience: Audience) {
  return { key, label, href: key === 'dashboard' ? '/dashboard' : `/dashboard/${key}`, audience };
}

/** The organization menu in the spec's order, with who may open each screen. */
const ORGANIZATION_MENU: readonly (NavigationItem & { audience: Audience })[] = [
  screen('dashboard', 'Dashboard', EVERYONE),
  screen('customers', 'Customers', ['portfolio.read']),
  screen('programs', 'Programs', ['portfolio.read']),
  screen('projects', 'Projects', ['portfolio.read']),
  screen('time-tracker', 'Time Tracker', ['time.own']),
  screen('timesheets', 'Timesheets', ['time.own']),
  screen('resources', 'Resources', ['people.read']),
  screen('reports', 'Reports', ['reports.run']),
  screen('analytics', 'Analytics', ['analytics.read']),
  // Templates start projects, so whoever shapes projects browses them.
  screen('templates', 'Templates', ['templates.manage', 'projects.manage_own']),
  screen('organization-users', 'Organization Users', ['organization.manage']),
  screen('audit-log', 'Audit Log', ['audit.read']),
  screen('organization', 'Organization', ['organization.manage']),
];

const PLATFORM_MENU: readonly NavigationItem[] = [
  { key: 'dashboard', label: 'Dashboard', href: '/dashboard' },
  { key: 'platform-admin', label: 'Platform Administration', href: '/platform-admin' },
];

/** Screens that are not in the menu, and who may open them. */
const SCREENS_OUTSIDE_MENU: Record<string, Audience> = {
  'time-tracking': ['time.own'],
  'bulk-resources': ['resources.manage'],
  users: ['organization.manage'],
  // One's own notifications (the bell's View all): everyone of the organization.
  notifications: EVERYONE,
};

function reaches(viewer: Viewer, audience: Audience): boolean {
  return audience === EVERYONE || audience.some((permission) => can(viewer.roles, permission));
}

/** The menu a viewer sees: platform admins only Dashboard and Platform Administration. */
export function getNavigationItems(viewer: Viewer): NavigationItem[] {
  if (viewer.isPlatformAdmin) return [...PLATFORM_MENU];
  return ORGANIZATION_MENU.filter((item) => reaches(viewer, item.audience)).map(
    ({ key, label, href }) => ({ key, label, href }),
  );
}

/** Whether a viewer may open an app path (/dashboard/..., /platform-admin, /setup). */
export function canVisitPath(viewer: Viewer, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/platform-admin' || path.startsWith('/platform-admin/')) {
    return viewer.isPlatformAdmin;
  }
  if (path === '/setup') return !viewer.isPlatformAdmin;
  if (path === '/dashboard') return true;
  if (!path.startsWith('/dashboard/')) return true;
  if (viewer.isPlatformAdmin) return false;

  const screen = path.split('/')[2] ?? '';
  const audience =
    SCREENS_OUTSIDE_MENU[screen] ??
    ORGANIZATION_MENU.find((entry) => entry.key === screen)?.audience;
  // Unknown screens fall through to the router's not-found page.
  return audience ? reaches(viewer, audience) : true;
}

/**
 * Until its organization's setup is complete a member is sent to /setup; platform admins
 * skip the wizard (SPEC.md sections 2 and 6).
 */
export function mustCompleteSetup(
  viewer: Viewer & { organization: { setupCompleted: boolean } | null },
): boolean {
  return (
    !viewer.isPlatformAdmin && viewer.organization !== null && !viewer.organization.setupCompleted
  );
}

export type DashboardVariant =
  'platform' | 'pm_head' | 'management' | 'project_manager' | 'general';

/** Which dashboard /dashboard shows (SPEC.md section 2, 'Dashboard, by role'). */
export function getDashboardVariant(viewer: Viewer): DashboardVariant {
  if (viewer.isPlatformAdmin) return 'platform';
  // pm_head sees the management block plus approvals, so it wins over management.
  if (viewer.roles.includes('pm_head')) return 'pm_head';
  if (viewer.roles.includes('management')) return 'management';
  if (viewer.roles.includes('project_manager')) return 'project_manager';
  return 'general';
}

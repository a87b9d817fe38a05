import { describe, expect, it } from 'vitest';
import {
  canVisitPath,
  getDashboardVariant,
  getNavigationItems,
  mustCompleteSetup,
  type Viewer,
} from './navigation';
import type { Role } from './roles';

const member = (...roles: Role[]): Viewer => ({ roles, isPlatformAdmin: false });
const platformAdmin: Viewer = { roles: [], isPlatformAdmin: true };
const labels = (viewer: Viewer) => getNavigationItems(viewer).map((item) => item.label);

describe('getNavigationItems', () => {
  it('gives an organization admin the whole menu in the spec order', () => {
    expect(labels(member('admin'))).toEqual([
      'Dashboard',
      'Customers',
      'Programs',
      'Projects',
      'Time Tracker',
      'Timesheets',
      'Resources',
      'Reports',
      'Analytics',
      'Templates',
      'Organization Users',
      'Audit Log',
      'Organization',
    ]);
  });

  it('gives platform admins only Dashboard and Platform Administration', () => {
    expect(getNavigationItems(platformAdmin)).toEqual([
      { key: 'dashboard', label: 'Dashboard', href: '/dashboard' },
      { key: 'platform-admin', label: 'Platform Administration', href: '/platform-admin' },
    ]);
  });

  it('gives a tracked employee only their dashboard and time', () => {
    expect(labels(member('tracked_employee'))).toEqual(['Dashboard', 'Time Tracker', 'Timesheets']);
  });

  it('lets a user read the portfolio besides their own time', () => {
    expect(labels(member('user'))).toEqual([
      'Dashboard',
      'Customers',
      'Programs',
      'Projects',
      'Time Tracker',
      'Timesheets',
    ]);
  });

  it('follows the permission table: management reads analytics and the audit log', () => {
    expect(labels(member('management'))).toContain('Analytics');
    expect(labels(member('management'))).toContain('Audit Log');
    expect(labels(member('pm_head'))).not.toContain('Audit Log');
    expect(labels(member('resource_manager'))).toContain('Resources');
    expect(labels(member('resource_manager'))).not.toContain('Analytics');
  });

  it('keeps organization settings and users to admins', () => {
    for (const role of ['management', 'pm_head', 'project_manager', 'resource_manager'] as const) {
      expect(labels(member(role))).not.toContain('Organization');
      expect(labels(member(role))).not.toContain('Organization Users');
    }
  });

  it('unites the menus of several roles without duplicates', () => {
    const items = labels(member('user', 'resource_manager'));
    expect(items).toContain('Resources');
    expect(new Set(items).size).toBe(items.length);
  });

  it('shows a member without roles only the dashboard', () => {
    expect(labels(member())).toEqual(['Dashboard']);
  });
});

describe('canVisitPath', () => {
  it('keeps platform admins to the dashboard and the platform console', () => {
    expect(canVisitPath(platformAdmin, '/dashboard')).toBe(true);
    expect(canVisitPath(platformAdmin, '/platform-admin')).toBe(true);
    expect(canVisitPath(platformAdmin, '/dashboard/customers')).toBe(false);
    expect(canVisitPath(platformAdmin, '/setup')).toBe(false);
  });

  it('keeps organization members out of the platform console', () => {
    expect(canVisitPath(member('admin'), '/platform-admin')).toBe(false);
  });

  it('follows the menu audience for screens outside the menu', () => {
    expect(canVisitPath(member('user'), '/dashboard/projects/42')).toBe(true);
    expect(canVisitPath(member('tracked_employee'), '/dashboard/projects/42')).toBe(false);
    expect(canVisitPath(member('tracked_employee'), '/dashboard/time-tracking')).toBe(true);
    expect(canVisitPath(member('user'), '/dashboard/bulk-resources')).toBe(false);
    expect(canVisitPath(member('resource_manager'), '/dashboard/bulk-resources')).toBe(true);
    expect(canVisitPath(member('management'), '/dashboard/users')).toBe(false);
    expect(canVisitPath(member('admin'), '/dashboard/users/')).toBe(true);
  });

  it('leaves unknown screens to the not-found page', () => {
    expect(canVisitPath(member('user'), '/dashboard/nope')).toBe(true);
  });
});

describe('mustCompleteSetup', () => {
  const organization = (setupCompleted: boolean) => ({ setupCompleted });

  it('sends members of an organization without completed setup to /setup', () => {
    expect(mustCompleteSetup({ ...member('admin'), organization: organization(false) })).toBe(true);
    expect(mustCompleteSetup({ ...member('user'), organization: organization(false) })).toBe(true);
  });

  it('lets members through once setup is complete', () => {
    expect(mustCompleteSetup({ ...member('user'), organization: organization(true) })).toBe(false);
  });

  it('never sends platform admins to the wizard', () => {
    expect(mustCompleteSetup({ ...platformAdmin, organization: organization(false) })).toBe(false);
    expect(mustCompleteSetup({ ...platformAdmin, organization: null })).toBe(false);
  });
});

describe('getDashboardVariant', () => {
  it('picks the dashboard of SPEC.md by role', () => {
    expect(getDashboardVariant(platformAdmin)).toBe('platform');
    expect(getDashboardVariant(member('management'))).toBe('management');
    expect(getDashboardVariant(member('pm_head'))).toBe('pm_head');
    expect(getDashboardVariant(member('management', 'pm_head'))).toBe('pm_head');
    expect(getDashboardVariant(member('project_manager'))).toBe('project_manager');
    expect(getDashboardVariant(member('admin'))).toBe('general');
    expect(getDashboardVariant(member('tracked_employee'))).toBe('general');
  });
});

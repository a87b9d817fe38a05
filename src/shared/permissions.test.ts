import { describe, expect, it } from 'vitest';
import { can, PERMISSIONS } from './permissions';
import { ROLES } from './roles';

describe('permissions', () => {
  it('lets an admin do everything', () => {
    for (const permission of Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]) {
      expect(can(['admin'], permission)).toBe(true);
    }
  });
  it('keeps a tracked employee to their own time', () => {
    const allowed = (Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]).filter((p) =>
      can(['tracked_employee'], p),
    );
    expect(allowed).toEqual(['time.own']);
  });
  it('gives management reading, not changing', () => {
    expect(can(['management'], 'analytics.read')).toBe(true);
    expect(can(['management'], 'portfolio.read')).toBe(true);
    expect(can(['management'], 'projects.manage')).toBe(false);
    expect(can(['management'], 'customers.manage')).toBe(false);
  });
  it('adds up the permissions of several roles', () => {
    expect(can(['user', 'resource_manager'], 'timesheets.approve')).toBe(true);
    expect(can(['user'], 'timesheets.approve')).toBe(false);
    expect(can([], 'time.own')).toBe(false);
  });
  it('names only known roles', () => {
    for (const roles of Object.values(PERMISSIONS)) {
      for (const role of roles) expect(ROLES).toContain(role);
    }
  });
});

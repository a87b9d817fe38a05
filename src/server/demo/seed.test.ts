import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../shared/roles';
import { organizations, userRoles } from '../db/schema/organizations';
import { projects } from '../db/schema/portfolio';
import { timeSessions } from '../db/schema/time';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { DEMO_SUBDOMAIN, seedDemo } from './seed';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('demo data', () => {
  it('loads an organization with a person of every role, projects and 60 days of time, once', async () => {
    const today = new Date('2026-11-23T12:00:00Z');
    const first = await seedDemo(database.db, today);
    expect(first.created).toBe(true);
    const [org] = await database.db
      .select()
      .from(organizations)
      .where(eq(organizations.subdomain, DEMO_SUBDOMAIN));
    const roles = await database.db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.organizationId, org!.id));
    expect(roles.map((r) => r.role).sort()).toEqual([...ROLES].sort());
    expect(await database.db.$count(projects, eq(projects.organizationId, org!.id))).toBe(5);

    const sessions = await database.db
      .select()
      .from(timeSessions)
      .where(eq(timeSessions.organizationId, org!.id));
    expect(sessions.length).toBe(first.sessions);
    const days = sessions.map((s) => (today.getTime() - s.startTime.getTime()) / 86_400_000);
    expect(Math.max(...days)).toBeLessThan(61);
    expect(Math.max(...days)).toBeGreaterThan(55);
    expect(
      sessions.every(
        (s) =>
          s.durationMinutes === Math.floor((s.endTime!.getTime() - s.startTime.getTime()) / 60_000),
      ),
    ).toBe(true);

    const again = await seedDemo(database.db, today);
    expect(again.created).toBe(false);
    expect(await database.db.$count(organizations)).toBe(1);
  });
});

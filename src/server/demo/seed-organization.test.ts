import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, holidays, organizations, profiles, teams } from '../db/schema/organizations';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { DEMO_SUBDOMAIN, seedDemo } from './seed';
import { demoHolidays } from './seed-organization';

let database: TestDatabase;
const today = new Date('2026-11-23T12:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, today);
});
afterAll(() => database.close());

describe('demo organization structure', () => {
  it('has departments with teams, and every person in a team of their own department', async () => {
    const rows = await database.db
      .select({ department: departments.name, team: teams.name })
      .from(teams)
      .innerJoin(departments, eq(departments.id, teams.departmentId))
      .orderBy(asc(departments.name), asc(teams.name));
    expect(rows.map((r) => `${r.department}/${r.team}`)).toEqual([
      'Delivery/Consulting',
      'Delivery/PMO',
      'Design/Product Design',
      'Engineering/Data',
      'Engineering/Platform',
      'Finance/Controlling',
    ]);

    const people = await database.db
      .select({
        department: profiles.department,
        team: profiles.team,
        departmentName: departments.name,
        teamName: teams.name,
        teamDepartmentId: teams.departmentId,
        departmentId: profiles.departmentId,
      })
      .from(profiles)
      .innerJoin(departments, eq(departments.id, profiles.departmentId))
      .innerJoin(teams, eq(teams.id, profiles.teamId));
    // Every person of the demo organization (the platform's other subscribers have no teams).
    const [demo] = await database.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.subdomain, DEMO_SUBDOMAIN));
    expect(people.length).toBe(
      await database.db.$count(profiles, eq(profiles.organizationId, demo!.id)),
    );
    for (const person of people) {
      expect(person.department).toBe(person.departmentName);
      expect(person.team).toBe(person.teamName);
      expect(person.teamDepartmentId).toBe(person.departmentId);
    }
    expect(new Set(people.map((p) => p.department))).toEqual(
      new Set(['Delivery', 'Engineering', 'Finance']),
    );
  });

  it('has the holidays around the end of the year it is loaded in', async () => {
    const dates = (await database.db.select({ date: holidays.date }).from(holidays)).map(
      (h) => h.date,
    );
    expect(dates).toEqual(
      expect.arrayContaining(['2026-12-24', '2026-12-25', '2026-12-31', '2027-01-01']),
    );
    expect(dates.sort()).toEqual(
      demoHolidays(today)
        .map((h) => h.date)
        .sort(),
    );
  });
});

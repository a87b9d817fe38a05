import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/organizations';
import { projectUserTime, timeSessions } from '../../db/schema/time';
import { type Organization, organizationWithProject } from '../../testing/project-fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { costOfMinutes, hourlyCosts } from './hourly-costs';

let t: TestApp;
let org: Organization;

beforeAll(async () => {
  t = await createTestApp();
  org = await organizationWithProject(t.app, 'Hourly costs');
});
afterAll(() => t.close());

describe('costOfMinutes over hourlyCosts', () => {
  it('is minutes times each person’s hourly cost over 60, to the cent and past it', async () => {
    const { db } = t.database;
    const rates: [{ id: string }, string | null][] = [
      [org.user, '33.33'],
      [org.manager, '0.01'],
      [org.tracked, null],
      [org.admin.me, '9999.99'],
    ];
    for (const [person, hourlyCost] of rates)
      await db.update(profiles).set({ hourlyCost }).where(eq(profiles.id, person.id));
    const minutes = [7, 13, 1, 100_000];
    for (const [index, [person]] of rates.entries()) {
      const start = new Date(Date.UTC(2026, 2, 2 + index, 8));
      await db.insert(timeSessions).values({
        organizationId: org.organizationId,
        userId: person.id,
        projectId: org.project.id,
        startTime: start,
        endTime: new Date(start.getTime() + minutes[index]! * 60_000),
        durationMinutes: minutes[index]!,
        sessionType: 'manual',
      });
    }

    const costs = hourlyCosts(db, org.organizationId);
    const [kept] = await db
      .select({ cost: costOfMinutes(projectUserTime.minutes, costs) })
      .from(projectUserTime)
      .innerJoin(costs, eq(costs.userId, projectUserTime.userId))
      .where(eq(projectUserTime.projectId, org.project.id));
    const [raw] = await db
      .select({ cost: costOfMinutes(timeSessions.durationMinutes, costs) })
      .from(timeSessions)
      .innerJoin(costs, eq(costs.userId, timeSessions.userId))
      .where(
        inArray(
          timeSessions.userId,
          rates.map(([person]) => person.id),
        ),
      );
    // 7 × 33.33 + 13 × 0.01 + 1 × 0 + 100,000 × 9,999.99 = 999,999,233.44 cents·minutes/hour,
    // over 60: 16,666,653.890666… (the old numeric division a row rounded each term).
    expect(Number(kept!.cost)).toBeCloseTo(999_999_233.44 / 60, 6);
    expect(kept!.cost).toMatch(/^16666653\.890666/);
    expect(raw).toEqual(kept);
  });

  it('stays a subquery of its own, which Postgres does not merge into the join', () => {
    const costs = hourlyCosts(t.database.db, org.organizationId);
    const { sql } = t.database.db.select().from(costs).toSQL();
    expect(sql).toMatch(/ offset 0\) "hourly_costs"$/);
  });
});

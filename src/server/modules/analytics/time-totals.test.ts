import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema/portfolio';
import { timeSessions } from '../../db/schema/time';
import {
  addProject,
  apiCaller,
  type Organization,
  organizationWithProject,
} from '../../testing/project-fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let org: Organization;

/** project_user_time against the sessions themselves: the two must always say the same. */
async function compare() {
  const { rows: kept } = await t.database.db.execute<Record<string, unknown>>(sql`
    select project_id, user_id, minutes::int, billable_minutes::int as billable
      from project_user_time where organization_id = ${org.organizationId}
       and (minutes <> 0 or billable_minutes <> 0)
     order by 1, 2`);
  const { rows: raw } = await t.database.db.execute<Record<string, unknown>>(sql`
    select project_id, user_id, sum(duration_minutes)::int as minutes,
           coalesce(sum(duration_minutes) filter (where is_billable), 0)::int as billable
      from time_sessions
     where organization_id = ${org.organizationId} and end_time is not null
     group by 1, 2 having sum(duration_minutes) <> 0
     order by 1, 2`);
  expect(kept).toEqual(raw);
  return raw;
}

beforeAll(async () => {
  t = await createTestApp();
  org = await organizationWithProject(t.app, 'Totals');
});
afterAll(() => t.close());

describe('project_user_time', () => {
  it('follows every kind of write to the sessions, in the same transaction', async () => {
    const call = apiCaller(t.app);
    const other = await addProject(t.app, org, 'Second');
    const session = (cookie: string, projectId: string, day: number, minutes: number) =>
      call(cookie, 'POST', '/time/sessions', {
        projectId,
        startTime: `2026-03-${String(day).padStart(2, '0')}T08:00:00.000Z`,
        endTime: new Date(
          Date.parse(`2026-03-${String(day).padStart(2, '0')}T08:00:00.000Z`) + minutes * 60_000,
        ).toISOString(),
        isBillable: day % 2 === 0,
      });
    // Added by hand, by two people on two projects.
    const first = (await session(org.user.cookie, org.project.id, 2, 90)).json();
    await session(org.user.cookie, other.id, 3, 45);
    await session(org.manager.cookie, org.project.id, 4, 120);
    expect(await compare()).toHaveLength(3);

    // A running timer counts only once stopped.
    const started = await call(org.tracked.cookie, 'POST', '/time/timer/start', {
      projectId: org.project.id,
    });
    expect(started.statusCode, started.body).toBe(201);
    await compare();
    await t.database.db.execute(
      sql`update time_sessions set start_time = now() - interval '75 minutes' where end_time is null and user_id = ${org.tracked.id}`,
    );
    expect((await call(org.tracked.cookie, 'POST', '/time/timer/stop')).statusCode).toBe(200);
    await compare();

    // Changed: longer, not billable, moved to another project; a note alone changes nothing.
    const changed = await call(org.user.cookie, 'PATCH', `/time/sessions/${first.id}`, {
      endTime: '2026-03-02T11:00:00.000Z',
      isBillable: false,
      projectId: other.id,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await call(org.user.cookie, 'PATCH', `/time/sessions/${first.id}`, { notes: 'Moved' });
    await compare();

    // Many at once (an import's one statement), then deleted: one by one and by a project's cascade.
    await t.database.db.insert(timeSessions).values(
      Array.from({ length: 50 }, (_, i) => ({
        organizationId: org.organizationId,
        userId: i % 2 ? org.user.id : org.manager.id,
        projectId: i % 3 ? org.project.id : other.id,
        startTime: new Date(Date.UTC(2026, 1, 1 + (i % 20), 8)),
        endTime: new Date(Date.UTC(2026, 1, 1 + (i % 20), 9)),
        durationMinutes: 60,
        isBillable: i % 4 !== 0,
        sessionType: 'manual' as const,
      })),
    );
    await compare();
    expect((await call(org.user.cookie, 'DELETE', `/time/sessions/${first.id}`)).statusCode).toBe(
      204,
    );
    await compare();
    await t.database.db.delete(projects).where(eq(projects.id, other.id));
    const left = await compare();
    expect(left.every((row) => row.project_id === org.project.id)).toBe(true);
  });
});

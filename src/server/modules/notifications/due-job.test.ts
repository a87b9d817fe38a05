import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/domain/week';
import { connectDatabase, type DatabaseHandle } from '../../db/client';
import { notifications, scheduledJobs } from '../../db/schema/notifications';
import { type ScheduledJob, startJobRunner } from '../../jobs/runner';
import { apiCaller, organizationWithProject } from '../../testing/project-fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { dueNotificationsJob, unsafeCheckDueNotifications } from './due-checks';

let t: TestApp;
// Two more connections to the database: two server processes, as far as the database can tell.
let first: DatabaseHandle;
let second: DatabaseHandle;
beforeAll(async () => {
  t = await createTestApp();
  first = connectDatabase(t.database.url, 2);
  second = connectDatabase(t.database.url, 2);
}, 120_000);
afterAll(async () => {
  await first.close();
  await second.close();
  await t.close();
});

const logger = { warn: () => {} };
const today = () => new Date().toISOString().slice(0, 10);

/** An organization with a milestone due tomorrow, assigned to its user; the notes about it. */
async function dueMilestone() {
  const org = await organizationWithProject(t.app);
  const response = await apiCaller(t.app)(
    org.manager.cookie,
    'POST',
    `/projects/${org.project.id}/activities`,
    {
      name: 'Acceptance',
      startDate: addDays(today(), 1),
      endDate: addDays(today(), 1),
      isMilestone: true,
      assignments: [{ resourceId: org.user.id }],
    },
  );
  if (response.statusCode !== 201) throw new Error(response.body);
  const key = `milestone-due:${response.json().id}:%`;
  const notes = () =>
    t.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(like(notifications.dedupeKey, key));
  return { org, notes };
}

const makeDue = (name: string) =>
  t.database.db
    .update(scheduledJobs)
    .set({ nextRunAt: sql`now() - interval '1 second'` })
    .where(eq(scheduledJobs.name, name));

describe('the scheduled notification job', () => {
  it('runs once across two processes at once, and sends each notification once', async () => {
    const { org, notes } = await dueMilestone();
    const a = startJobRunner(first.db, [dueNotificationsJob], { logger, tickMs: 3_600_000 });
    const b = startJobRunner(second.db, [dueNotificationsJob], { logger, tickMs: 3_600_000 });
    try {
      const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
      expect([...ranA, ...ranB]).toEqual(['notifications.due']);
      expect((await notes()).map((n) => n.userId).sort()).toEqual(
        [org.manager.id, org.user.id].sort(),
      );
      // Not due again until its interval has passed.
      expect(await Promise.all([a.runDue(), b.runDue()])).toEqual([[], []]);

      await makeDue('notifications.due');
      const again = await Promise.all([a.runDue(), b.runDue()]);
      expect(again.flat()).toEqual(['notifications.due']);
      expect(await notes()).toHaveLength(2);
    } finally {
      await a.stop();
      await b.stop();
    }
  });

  it('sends each notification once even when two checks run at once, past any claim', async () => {
    const { org, notes } = await dueMilestone();
    await Promise.all([
      first.db.transaction((tx) => unsafeCheckDueNotifications(tx)),
      second.db.transaction((tx) => unsafeCheckDueNotifications(tx)),
    ]);
    expect((await notes()).map((n) => n.userId).sort()).toEqual(
      [org.manager.id, org.user.id].sort(),
    );
  });

  it('rolls a failed run back and tries it again at the next tick', async () => {
    let calls = 0;
    const flaky: ScheduledJob = {
      name: 'test.flaky',
      everyMs: 60_000,
      run: async (tx) => {
        calls += 1;
        await tx.execute(sql`select 1`);
        if (calls === 1) throw new Error('the first run fails');
      },
    };
    const warnings: unknown[] = [];
    const runner = startJobRunner(first.db, [flaky], {
      logger: { warn: (...args: unknown[]) => warnings.push(args) },
      tickMs: 3_600_000,
    });
    try {
      expect(await runner.runDue()).toEqual([]);
      expect(warnings).toHaveLength(1);
      expect(await runner.runDue()).toEqual(['test.flaky']);
      const [row] = await t.database.db
        .select()
        .from(scheduledJobs)
        .where(and(eq(scheduledJobs.name, 'test.flaky')));
      expect(row!.lastFinishedAt).not.toBeNull();
      expect(row!.nextRunAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    } finally {
      await runner.stop();
    }
  });
});

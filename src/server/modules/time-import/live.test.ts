import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openEventStream } from '../../testing/event-stream';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { timeOrganization } from '../time/test-fixture';
import { importKit, toggl } from './test-kit';

let t: TestApp;
let kit: ReturnType<typeof importKit>;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  kit = importKit(t);
});
afterAll(() => t.close());

type Org = Awaited<ReturnType<typeof timeOrganization>>;
type Person = Awaited<ReturnType<Org['person']>>;

/** One browser tab of the holder of `cookie`, and the events it gets. */
async function openTab(cookie: string) {
  const { received, close } = await openEventStream(baseUrl, cookie);
  /** Until an event of this type has come. */
  const until = (type: string) =>
    vi.waitFor(() => expect(received.some((r) => r.event === type)).toBe(true), {
      timeout: 5_000,
      interval: 20,
    });
  return {
    until,
    /** Drops what came so far. */
    forget() {
      received.length = 0;
    },
    /** Every event received until this tab's own timer event, which ends the wait. */
    async untilTimerEvent() {
      await until('timer.updated');
      return received.map(({ event, data }) =>
        event === 'timer.updated' ? event : { event, data },
      );
    },
    close,
  };
}

/**
 * NOTIFY keeps its order: once a tab has the event of its person's timer starting, started
 * after the imports, it would have had anything the imports sent it before.
 */
async function startTimer(person: { cookie: string }, org: Org) {
  const started = await kit.call(person.cookie, 'POST', '/time/timer/start', {
    projectId: org.project.id,
  });
  expect(started.statusCode).toBe(201);
}

const row = (person: Person, day: string, from: string, to: string, project = 'Radar Upgrade') =>
  `Someone,${person.email},Saab AB,${project},,Work,Yes,${day},${from}:00,${day},${to}:00,01:00:00,,`;
const imported = { event: 'time.changed', data: { reason: 'import' } };

describe('time import live events', () => {
  it('tells the open tabs of each person given sessions, once, and nobody else', async () => {
    const org = await timeOrganization(t);
    const ada = await org.person();
    const grace = await org.person();
    const refusedOnly = await org.person();
    const notInFile = await org.person();
    const otherOrg = await timeOrganization(t);
    const adaTabs = [await openTab(ada.cookie), await openTab(ada.cookie)];
    const graceTab = await openTab(grace.cookie);
    const quietTabs = [
      { person: refusedOnly, org, tab: await openTab(refusedOnly.cookie) },
      { person: notInFile, org, tab: await openTab(notInFile.cookie) },
      // The importer got no sessions of their own.
      { person: org.admin, org, tab: await openTab(org.admin.cookie) },
      { person: otherOrg.admin, org: otherOrg, tab: await openTab(otherOrg.admin.cookie) },
    ];

    const response = await kit.importFile(
      org.admin.cookie,
      toggl(
        row(ada, '2026-03-02', '09:00', '10:00'),
        row(ada, '2026-03-03', '09:00', '10:00'),
        row(grace, '2026-03-02', '09:00', '10:00'),
        row(refusedOnly, '2026-03-02', '09:00', '10:00', 'No Such Project'),
      ),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ successful: 3, failed: 1 });

    for (const person of [ada, grace]) await startTimer(person, org);
    for (const { person, org: theirs } of quietTabs) await startTimer(person, theirs);
    for (const tab of [...adaTabs, graceTab])
      expect(await tab.untilTimerEvent()).toEqual([imported, 'timer.updated']);
    for (const { tab } of quietTabs) expect(await tab.untilTimerEvent()).toEqual(['timer.updated']);

    for (const tab of [...adaTabs, graceTab, ...quietTabs.map((q) => q.tab)]) tab.close();
  });

  it('sends nothing for an import that writes no session or fails', async () => {
    const org = await timeOrganization(t);
    const ada = await org.person();
    const file = toggl(row(ada, '2026-03-02', '09:00', '10:00'));
    const tab = await openTab(ada.cookie);
    expect((await kit.importFile(org.admin.cookie, file)).json()).toMatchObject({ successful: 1 });
    // Its event is in before anything below is sent (NOTIFY keeps its order). A tab opened
    // after its answer still had it, now and then, when the listener was slow to hear it.
    await tab.until('time.changed');
    tab.forget();

    // The same file again: its one row overlaps what came in, so nothing is written.
    const again = await kit.importFile(org.admin.cookie, file);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ successful: 0, failed: 1 });
    // A file that is no tracker export.
    const notExport = await kit.importFile(org.admin.cookie, 'name,email\nAda,ada@example.com');
    expect(notExport.statusCode).toBe(400);
    // A failure while writing rolls the sessions back.
    await t.database.db.execute(sql`
      create or replace function fail_live_time_import() returns trigger language plpgsql as $$
      begin
        if new.file_name = 'fails-midway.csv' then raise exception 'disk full'; end if;
        return new;
      end $$`);
    await t.database.db.execute(sql`
      create trigger fail_live_time_import before insert on csv_import_logs
      for each row execute function fail_live_time_import()`);
    try {
      const failing = await kit.importFile(
        org.admin.cookie,
        toggl(row(ada, '2026-03-03', '09:00', '10:00')),
        'toggl',
        'fails-midway.csv',
      );
      expect(failing.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger fail_live_time_import on csv_import_logs`);
      await t.database.db.execute(sql`drop function fail_live_time_import()`);
    }

    await startTimer(ada, org);
    expect(await tab.untilTimerEvent()).toEqual(['timer.updated']);
    tab.close();
  });
});

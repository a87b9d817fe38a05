import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit';
import { createTestApp, signedInAdmin, type TestApp } from '../../testing/test-app';
import { timeOrganization } from '../time/test-fixture';
import { importKit, toggl } from './test-kit';

let t: TestApp;
let kit: ReturnType<typeof importKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = importKit(t);
});
afterAll(async () => {
  await t.close();
});

type Org = Awaited<ReturnType<typeof timeOrganization>>;
type Person = Awaited<ReturnType<Org['person']>>;

describe('tenant boundaries', () => {
  it('never matches another organization’s customers, projects or people', async () => {
    const org = await timeOrganization(t);
    const ada = await kit.named(org, 'Ada Lovelace');
    const stranger = await signedInAdmin(t.app, { fullName: 'Mallory Stranger' });
    const file = toggl(
      `Ada Lovelace,${ada.email},Saab AB,Radar Upgrade,,Work,Yes,2026-03-02,09:00:00,2026-03-02,10:00:00,01:00:00,,`,
      `Ada Lovelace,${ada.email},,Radar Upgrade,,Work,Yes,2026-03-02,11:00:00,2026-03-02,12:00:00,01:00:00,,`,
      `${stranger.input.fullName},${stranger.input.email},,Radar Upgrade,,Work,Yes,2026-03-02,11:00:00,2026-03-02,12:00:00,01:00:00,,`,
    );
    // The stranger's organization has neither Ada, nor Saab AB, nor Radar Upgrade.
    const theirs = await kit.importFile(stranger.cookie, file);
    expect(theirs.json().errors.map((e: { error: string }) => e.error)).toEqual([
      `Row 2: Person not found: ${ada.email}`,
      `Row 3: Person not found: ${ada.email}`,
      'Row 4: Project not found: Radar Upgrade',
    ]);
    // And Ada's admin cannot put time on the stranger.
    const ours = await kit.importFile(org.admin.cookie, file);
    expect(ours.json()).toMatchObject({ successful: 2, failed: 1 });
    expect(ours.json().errors[0].error).toBe(`Row 4: Person not found: ${stranger.input.email}`);
    expect(await kit.countSessions(stranger.me.organization.id)).toBe(0);
  });
});

describe('a failure while writing', () => {
  it('leaves no session, log or audit row behind', async () => {
    const org = await timeOrganization(t);
    const ada = await kit.named(org, 'Ada Lovelace');
    // The log is written after the sessions: failing it fails the import midway.
    await t.database.db.execute(sql`
      create or replace function fail_time_import() returns trigger language plpgsql as $$
      begin
        if new.file_name = 'fails-midway.csv' then raise exception 'disk full'; end if;
        return new;
      end $$`);
    await t.database.db.execute(sql`
      create trigger fail_time_import before insert on csv_import_logs
      for each row execute function fail_time_import()`);
    try {
      const file = toggl(
        `Ada Lovelace,${ada.email},Saab AB,Radar Upgrade,,One,Yes,2026-03-02,09:00:00,2026-03-02,10:00:00,01:00:00,,`,
        `Ada Lovelace,${ada.email},Saab AB,Radar Upgrade,,Two,Yes,2026-03-02,10:00:00,2026-03-02,11:00:00,01:00:00,,`,
      );
      const response = await kit.importFile(org.admin.cookie, file, 'toggl', 'fails-midway.csv');
      expect(response.statusCode).toBe(500);
      expect(await kit.countSessions(org.organizationId)).toBe(0);
      const audits = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.organizationId, org.organizationId), eq(auditLog.action, 'IMPORT')));
      expect(audits).toEqual([]);
    } finally {
      await t.database.db.execute(sql`drop trigger fail_time_import on csv_import_logs`);
      await t.database.db.execute(sql`drop function fail_time_import()`);
    }
  });
});

describe('who may import whose time', () => {
  let org: Org;
  let file: (people: Person[]) => string;
  beforeAll(async () => {
    org = await timeOrganization(t);
    file = (people) =>
      toggl(
        ...people.map(
          (p, i) =>
            `Someone,${p.email},Saab AB,Radar Upgrade,,Work,Yes,2026-04-0${i + 1},09:00:00,2026-04-0${i + 1},10:00:00,01:00:00,,`,
        ),
      );
  });

  it('lets a user or tracked employee import only their own rows', async () => {
    for (const role of ['user', 'tracked_employee', 'project_manager'] as const) {
      const me = await org.person(role);
      const colleague = await org.person('user');
      const response = await kit.importFile(me.cookie, file([me, colleague]));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        successful: 1,
        failed: 1,
        errors: [{ row: 'Row 3', error: 'Row 3: You may import only your own time' }],
      });
      expect(await kit.sessionsOf(me)).toHaveLength(1);
      expect(await kit.sessionsOf(colleague)).toEqual([]);
    }
  });

  it('lets admins and resource managers import anyone’s', async () => {
    const resourceManager = await org.person('resource_manager');
    const one = await org.person('user');
    const two = await org.person('tracked_employee');
    const response = await kit.importFile(resourceManager.cookie, file([one, two]));
    expect(response.json()).toMatchObject({ successful: 2, failed: 0, errors: [] });
    expect(await kit.sessionsOf(one)).toHaveLength(1);
    expect(await kit.sessionsOf(two)).toHaveLength(1);
  });

  it('refuses anyone not signed in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/time/import',
      payload: { fileName: 'x.csv', content: file([]) },
    });
    expect(response.statusCode).toBe(401);
  });
});

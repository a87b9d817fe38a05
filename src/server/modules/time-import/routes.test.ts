import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, csvImportLogs } from '../../db/schema/audit';
import { projects } from '../../db/schema/portfolio';
import { timesheetWeeks } from '../../db/schema/time';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { timeOrganization } from '../time/test-fixture';
import { CLOCKIFY_HEADER, HARVEST_HEADER, importKit, TOGGL_HEADER, toggl } from './test-kit';

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

describe('importing a Toggl Track detailed report', () => {
  let org: Org;
  let ada: Person;
  let grace: Person;
  let file: string;
  beforeAll(async () => {
    org = await timeOrganization(t);
    ada = await kit.named(org, 'Ada Lovelace', 'user', 'Europe/Stockholm');
    grace = await kit.named(org, 'Katherine Johnson', 'resource_manager');
    file = toggl(
      `Ada Lovelace,${ada.email.toUpperCase()},Saab AB,Radar Upgrade,Design,"Antenna layout, second pass",Yes,2026-03-02,09:00:00,2026-03-02,10:30:00,01:30:00,design,150.00`,
      `Ada Lovelace,${ada.email},saab ab,internal,,Release night,Yes,2026-03-02,23:30:00,2026-03-03,00:30:00,01:00:00,,0.00`,
      // An address Toggl knew her by that Stint does not: her full name finds her.
      `Katherine Johnson,kj@old-company.example,Saab AB,Radar Upgrade,Testing,Review,No,2026-03-03,13:00:00,2026-03-03,14:00:00,01:00:00,,0.00`,
      `Katherine Johnson,${grace.email},Saab AB,,,No project,No,2026-03-03,15:00:00,2026-03-03,15:20:00,00:20:00,,0.00`,
    );
  });

  it('writes the rows as sessions in each person’s time zone, logs and audits the import', async () => {
    const response = await kit.importFile(
      org.admin.cookie,
      file,
      'toggl',
      'Toggl_time_entries.csv',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      source: 'toggl',
      total: 4,
      successful: 3,
      failed: 1,
      errors: [{ row: 'Row 5', error: 'Row 5: Missing required field: Project' }],
    });
    expect(await kit.sessionsOf(ada)).toEqual([
      {
        projectId: org.project.id,
        activityId: org.activity.id,
        start: '2026-03-02T08:00:00.000Z',
        end: '2026-03-02T09:30:00.000Z',
        minutes: 90,
        notes: 'Antenna layout, second pass',
        billable: true,
        type: 'manual',
      },
      {
        // Internal is not billable: the session is not, whatever the file says.
        projectId: org.internal.id,
        activityId: null,
        start: '2026-03-02T22:30:00.000Z',
        end: '2026-03-02T23:30:00.000Z',
        minutes: 60,
        notes: 'Release night',
        billable: false,
        type: 'manual',
      },
    ]);
    // Testing is no activity of the project: the session comes in without one.
    expect(await kit.sessionsOf(grace)).toMatchObject([
      { start: '2026-03-03T13:00:00.000Z', activityId: null, billable: false, minutes: 60 },
    ]);
    const [log] = await t.database.db
      .select()
      .from(csvImportLogs)
      .where(eq(csvImportLogs.organizationId, org.organizationId));
    expect(log).toMatchObject({
      importType: 'time_entries',
      fileName: 'Toggl_time_entries.csv',
      importedBy: org.admin.me.id,
      totalRows: 4,
      successfulRows: 3,
      failedRows: 1,
      errors: [{ row: 'Row 5', error: 'Row 5: Missing required field: Project' }],
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, org.organizationId), eq(auditLog.action, 'IMPORT')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      entityType: 'csv_import',
      newValues: expect.objectContaining({
        importType: 'time_entries',
        source: 'toggl',
        successful: 3,
        failed: 1,
        people: 2,
      }),
    });
  });

  it('refuses every row of the same file a second time: they overlap what came in', async () => {
    const again = await kit.importFile(org.admin.cookie, file);
    expect(again.json()).toMatchObject({ source: 'toggl', successful: 0, failed: 4 });
    expect(again.json().errors.map((e: { error: string }) => e.error)).toEqual([
      'Row 2: This entry overlaps another session',
      'Row 3: This entry overlaps another session',
      'Row 4: This entry overlaps another session',
      'Row 5: Missing required field: Project',
    ]);
    expect(await kit.sessionsOf(ada)).toHaveLength(2);
  });
});

describe('importing a Clockify detailed report', () => {
  it('reads US dates and 12-hour times and matches people by email', async () => {
    const org = await timeOrganization(t);
    const ada = await kit.named(org, 'Ada Lovelace', 'user', 'America/New_York');
    const file = [
      CLOCKIFY_HEADER,
      `Radar Upgrade,Saab AB,Antenna layout,design,Ada Lovelace,Engineering,${ada.email},,Yes,03/02/2026,09:00:00 AM,03/02/2026,10:30:00 AM,01:30:00,1.50,100.00,150.00`,
      `Radar Upgrade,Saab AB,Lunch review,,Ada Lovelace,Engineering,${ada.email},,No,03/02/2026,12:15:00 PM,03/02/2026,01:00:00 PM,00:45:00,0.75,0.00,0.00`,
    ].join('\n');
    const response = await kit.importFile(org.admin.cookie, file, 'clockify');
    expect(response.json()).toMatchObject({
      source: 'clockify',
      total: 2,
      successful: 2,
      failed: 0,
    });
    expect(await kit.sessionsOf(ada)).toMatchObject([
      {
        start: '2026-03-02T14:00:00.000Z',
        end: '2026-03-02T15:30:00.000Z',
        activityId: org.activity.id,
        billable: true,
      },
      {
        start: '2026-03-02T17:15:00.000Z',
        end: '2026-03-02T18:00:00.000Z',
        billable: false,
        minutes: 45,
      },
    ]);
  });
});

describe('importing a Harvest detailed time report', () => {
  it('finds people by full name and projects by code, laying each day out from 09:00', async () => {
    const org = await timeOrganization(t);
    const ada = await kit.named(org, 'Ada Lovelace', 'user', 'Europe/Stockholm');
    await t.database.db
      .update(projects)
      .set({ projectCode: 'RAD-1' })
      .where(eq(projects.id, org.project.id));
    const file = [
      HARVEST_HEADER,
      '2026-03-02,Saab AB,Radar (old name),RAD-1,Design,Antenna layout,1.5,1.5,Yes,No,No,Ada,Lovelace,Engineer,Yes,100,150,60,90,Euro - EUR,',
      '2026-03-02,Saab AB,Internal,,Meetings,"Kick-off, with the customer",2,2,No,No,No,Ada,Lovelace,Engineer,Yes,0,0,60,120,Euro - EUR,',
      '2026-03-02,Saab AB,Radar Upgrade,,Design,Someone else,1,1,Yes,No,No,Alan,Turing,,Yes,0,0,0,0,Euro - EUR,',
    ].join('\n');
    const response = await kit.importFile(org.admin.cookie, file);
    expect(response.json()).toEqual({
      source: 'harvest',
      total: 3,
      successful: 2,
      failed: 1,
      errors: [{ row: 'Row 4', error: 'Row 4: Person not found: Alan Turing' }],
    });
    expect(await kit.sessionsOf(ada)).toMatchObject([
      {
        projectId: org.project.id,
        start: '2026-03-02T08:00:00.000Z',
        end: '2026-03-02T09:30:00.000Z',
        minutes: 90,
      },
      {
        projectId: org.internal.id,
        start: '2026-03-02T09:30:00.000Z',
        end: '2026-03-02T11:30:00.000Z',
        minutes: 120,
        notes: 'Kick-off, with the customer',
      },
    ]);
  });
});

describe('previewing an import', () => {
  it('reports what would come in and every refused row, and writes nothing', async () => {
    const org = await timeOrganization(t);
    const ada = await kit.named(org, 'Ada Lovelace');
    // Her week of 9 March is approved, and she already has a session on 2 March.
    await t.database.db.insert(timesheetWeeks).values({
      organizationId: org.organizationId,
      userId: ada.id,
      weekStart: '2026-03-09',
      status: 'approved',
      submittedAt: new Date('2026-03-14T10:00:00Z'),
    });
    const existing = await kit.call(ada.cookie, 'POST', '/time/sessions', {
      projectId: org.project.id,
      startTime: '2026-03-02T09:00:00Z',
      endTime: '2026-03-02T10:00:00Z',
    });
    expect(existing.statusCode).toBe(201);
    const row = (
      client: string,
      project: string,
      day: string,
      from: string,
      to: string,
      email = ada.email,
    ) =>
      `Ada Lovelace,${email},${client},${project},,Work,Yes,${day},${from},${day},${to},01:00:00,,`;
    const file = toggl(
      row('Saab AB', 'Radar Upgrade', '2026-03-03', '09:00:00', '10:00:00'),
      row('Saab AB', 'Radar Upgrade', '2026-03-02', '09:30:00', '10:30:00'),
      row('Saab AB', 'Radar Upgrade', '2026-03-10', '09:00:00', '10:00:00'),
      row('Saab AB', 'Radar Upgrade', '2026-03-03', '09:45:00', '10:15:00'),
      row('Volvo', 'Radar Upgrade', '2026-03-04', '09:00:00', '10:00:00'),
      row('Saab AB', 'Skunk Works', '2026-03-04', '09:00:00', '10:00:00'),
      row(
        'Saab AB',
        'Radar Upgrade',
        '2026-03-04',
        '09:00:00',
        '10:00:00',
        'nobody@example.com',
      ).replace('Ada Lovelace', 'No Body'),
    );
    const before = await kit.countSessions(org.organizationId);
    const preview = await kit.previewFile(org.admin.cookie, file, 'toggl');
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ source: 'toggl', total: 7, ready: 1, failed: 6 });
    expect(preview.json().rows).toEqual([
      {
        rowNumber: 2,
        personName: 'Ada Lovelace',
        customerName: 'Saab AB',
        projectName: 'Radar Upgrade',
        activityName: null,
        unmatchedTask: null,
        startTime: '2026-03-03T09:00:00.000Z',
        endTime: '2026-03-03T10:00:00.000Z',
        timeZone: 'UTC',
        durationMinutes: 60,
        isBillable: true,
        notes: 'Work',
      },
    ]);
    const expected = [
      'Row 3: This entry overlaps another session',
      'Row 4: This week is approved and locked',
      'Row 5: This entry overlaps Row 2',
      'Row 6: Client not found: Volvo',
      'Row 7: Project not found: Skunk Works',
      'Row 8: Person not found: nobody@example.com',
    ];
    expect(preview.json().errors.map((e: { error: string }) => e.error)).toEqual(expected);
    expect(await kit.countSessions(org.organizationId)).toBe(before);
    const imported = await kit.importFile(org.admin.cookie, file, 'toggl');
    expect(imported.json().errors.map((e: { error: string }) => e.error)).toEqual(expected);
    expect(await kit.countSessions(org.organizationId)).toBe(before + 1);
  });

  it('refuses a file that is no tracker export, or another tracker’s, changing nothing', async () => {
    const org = await timeOrganization(t);
    const notExport = await kit.previewFile(org.admin.cookie, 'name,customer_type\nAcme,SMB\n');
    expect(notExport.statusCode).toBe(400);
    expect(notExport.json().detail).toBe(
      'This file is not a Toggl Track, Clockify or Harvest time export',
    );
    const wrong = await kit.importFile(org.admin.cookie, `${HARVEST_HEADER}\n`, 'clockify');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('This file is a Harvest export, not Clockify');
    const empty = await kit.importFile(org.admin.cookie, `${TOGGL_HEADER}\n`);
    expect(empty.json().detail).toBe('The file has no rows to import');
    const logs = await t.database.db
      .select()
      .from(csvImportLogs)
      .where(eq(csvImportLogs.organizationId, org.organizationId));
    expect(logs).toEqual([]);
  });
});

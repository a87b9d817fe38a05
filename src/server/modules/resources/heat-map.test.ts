import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCaller,
  type Call,
  type Organization,
  organizationWithProject,
} from '../../testing/project-fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let call: Call;
let org: Organization;
let other: Organization;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  org = await organizationWithProject(t.app, 'Heat Radar');
  other = await organizationWithProject(t.app, 'Elsewhere');
});
afterAll(() => t.close());

type Cell = {
  load: number | null;
  overloaded: boolean;
  availableDays: number;
};
type Row = { id: string; fullName: string; cells: Cell[] };
const heatMap = async (cookie: string, query: string) => {
  const response = await call(cookie, 'GET', `/resources/heat-map?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { weeks: string[]; workingDays: number[]; people: Row[] };
};

describe('GET /resources/heat-map', () => {
  it('sums allocations and assignments a week, flags over 100 %, and counts holidays and time off', async () => {
    const manager = org.manager.id;
    // 60 % on the project from 2 Feb 2032 and a 50 % assignment 9-13 Feb: 110 % that week.
    expect(
      (
        await call(org.resourceManager.cookie, 'POST', '/resources/capacity', {
          resourceId: manager,
          projectId: org.project.id,
          capacityPercentage: 60,
          startDate: '2032-02-02',
          endDate: '2032-02-27',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await call(org.manager.cookie, 'POST', `/projects/${org.project.id}/activities`, {
          name: 'Heat design',
          startDate: '2032-02-09',
          endDate: '2032-02-13',
          assignments: [{ resourceId: manager, capacityPercentage: 50 }],
        })
      ).statusCode,
    ).toBe(201);
    // A holiday on Monday 16 Feb and time off on 23-24 Feb.
    await call(org.admin.cookie, 'POST', '/holidays', { date: '2032-02-16', name: 'Heat Day' });
    await call(org.resourceManager.cookie, 'POST', '/resources/time-off', {
      resourceId: manager,
      startDate: '2032-02-23',
      endDate: '2032-02-24',
    });

    const map = await heatMap(org.resourceManager.cookie, 'from=2032-02-04&weeks=4');
    expect(map.weeks).toEqual(['2032-02-02', '2032-02-09', '2032-02-16', '2032-02-23']);
    // Each week's working days once, for everyone (the holiday takes one), not in every cell.
    expect(map.workingDays).toEqual([5, 5, 4, 5]);
    const row = map.people.find((p) => p.id === manager)!;
    expect(row.cells.map((c) => [c.load, c.overloaded, c.availableDays])).toEqual([
      [60, false, 5],
      [110, true, 5],
      [60, false, 4],
      [60, false, 3],
    ]);
    expect(Object.keys(row.cells[1]!).sort()).toEqual(['availableDays', 'load', 'overloaded']);
    // What makes up a cell comes when it is opened: the same load, with its parts.
    const opened = await call(
      org.resourceManager.cookie,
      'GET',
      `/resources/heat-map/cell?personId=${manager}&week=2032-02-11`,
    );
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ ...row.cells[1], week: '2032-02-09', workingDays: 5 });
    expect(
      opened
        .json()
        .items.map((i: { kind: string; days: number; percentage: number }) => [
          i.kind,
          i.days,
          i.percentage,
        ]),
    ).toEqual([
      ['allocation', 5, 60],
      ['assignment', 5, 50],
    ]);
    // Nobody of another organization, and nothing of theirs.
    const ids = map.people.map((p) => p.id);
    expect(ids).not.toContain(other.manager.id);
    expect(ids).toContain(org.user.id);
  });

  it('filters by department and team, and is for people readers only', async () => {
    const department = (
      await call(org.admin.cookie, 'POST', '/departments', { name: 'Heat Dept' })
    ).json();
    const team = (
      await call(org.admin.cookie, 'POST', '/teams', {
        name: 'Heat Team',
        departmentId: department.id,
      })
    ).json();
    await call(org.admin.cookie, 'PATCH', `/users/${org.user.id}`, {
      departmentId: department.id,
      teamId: team.id,
    });
    const byDepartment = await heatMap(org.admin.cookie, `departmentId=${department.id}`);
    expect(byDepartment.people.map((p) => p.id)).toEqual([org.user.id]);
    expect(byDepartment.weeks).toHaveLength(12);
    const byTeam = await heatMap(org.admin.cookie, `teamId=${team.id}`);
    expect(byTeam.people.map((p) => p.id)).toEqual([org.user.id]);
    const theirs = await call(
      other.admin.cookie,
      'GET',
      `/resources/heat-map?departmentId=${department.id}`,
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().detail).toBe('Department not found');
    expect((await call(org.user.cookie, 'GET', '/resources/heat-map')).statusCode).toBe(403);
  });

  it("opens a cell of the caller's organization only, and for people readers only", async () => {
    const cell = (cookie: string, personId: string) =>
      call(cookie, 'GET', `/resources/heat-map/cell?personId=${personId}&week=2032-03-01`);
    const mine = await cell(org.admin.cookie, org.user.id);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ week: '2032-03-01', load: 0, items: [] });
    const theirs = await cell(other.admin.cookie, org.user.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().detail).toBe('Resource not found');
    expect((await cell(org.user.cookie, org.user.id)).statusCode).toBe(403);
    const bad = await call(
      org.admin.cookie,
      'GET',
      '/resources/heat-map/cell?personId=x&week=2032-03-01',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Resource not found');
  });
});

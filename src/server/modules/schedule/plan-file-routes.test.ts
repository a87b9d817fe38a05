import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import {
  addProject,
  type Call,
  changeMatrix,
  type Organization,
  organizationWithProject,
  READ_MATRIX,
  statusesByRole,
} from '../../testing/project-fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { scheduleKit } from './schedule-kit';

let t: TestApp;
let org: Organization;
let kit: ReturnType<typeof scheduleKit>;
beforeAll(async () => {
  t = await createTestApp();
  org = await organizationWithProject(t.app);
  kit = scheduleKit(t.app, org);
});
afterAll(() => t.close());

const call: Call = (...args) => kit.call(...args);
const network = (name: string) => kit.network(name);

describe('MS Project XML (MSPDI) files', () => {
  const BRIDGE = readFileSync(path.join(import.meta.dirname, 'fixtures/bridge-plan.xml'), 'utf8');
  const importInto = (projectId: string, content: string, cookie = org.manager.cookie) =>
    call(cookie, 'POST', `/projects/${projectId}/plan/import`, { fileName: 'plan.xml', content });

  it('exports a plan and imports it into another project without loss', async () => {
    const plan = await network('Exported');
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${plan.projectId}/plan.xml`,
      headers: { cookie: org.manager.cookie },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('application/xml');
    expect(exported.headers['content-disposition']).toContain('Exported.xml');

    const copy = await addProject(t.app, org, 'Imported copy');
    const imported = await importInto(copy.id, exported.body);
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({ activities: 6, links: 5, skippedTasks: 0, skippedLinks: 0 });

    // The same activities and links (by name), and the same file when exported again.
    const shape = async (projectId: string) => {
      const activities = (
        await call(org.manager.cookie, 'GET', `/projects/${projectId}/activities`)
      ).json();
      const name = new Map(activities.map((a: { id: string; name: string }) => [a.id, a.name]));
      const schedule = (
        await call(org.manager.cookie, 'GET', `/projects/${projectId}/schedule`)
      ).json();
      return {
        activities: activities.map(
          ({ name, startDate, endDate, isMilestone }: Record<string, unknown>) => ({
            name,
            startDate,
            endDate,
            isMilestone,
          }),
        ),
        links: schedule.links
          .map((l: { predecessorId: string; successorId: string; type: string; lag: number }) => [
            name.get(l.predecessorId),
            name.get(l.successorId),
            l.type,
            l.lag,
          ])
          .map(String)
          .sort(),
      };
    };
    expect(await shape(copy.id)).toEqual(await shape(plan.projectId));
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${copy.id}/plan.xml`,
      headers: { cookie: org.manager.cookie },
    });
    expect(again.body.replace(/Imported copy/g, 'Exported')).toBe(exported.body);
  });

  it('imports a file saved by MS Project, leaving out summaries, and refuses a cycle whole', async () => {
    const project = await addProject(t.app, org, 'Footbridge');
    const imported = await importInto(project.id, BRIDGE);
    expect(imported.json()).toEqual({ activities: 5, links: 4, skippedTasks: 3, skippedLinks: 2 });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, 'project_plan_import'), eq(auditLog.entityId, project.id)),
      );
    expect(audited).toHaveLength(1);

    // The same file again would link its copies only among themselves: fine. A file whose
    // links close a loop is refused, and nothing of it is written.
    const looped = BRIDGE.replace(
      '<PredecessorUID>2</PredecessorUID>\n\t\t\t\t<Type>3</Type>',
      '<PredecessorUID>7</PredecessorUID>\n\t\t\t\t<Type>1</Type>',
    );
    const count = async () =>
      (await call(org.manager.cookie, 'GET', `/projects/${project.id}/activities`)).json().length;
    const refused = await importInto(project.id, looped);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/^This link would make a cycle: /);
    expect(await count()).toBe(5);

    const notXml = await importInto(project.id, 'full_name,email\nAda,ada@example.com\n');
    expect(notXml.statusCode).toBe(400);
    expect(notXml.json().detail).toBe('The file is not a Microsoft Project XML (MSPDI) file');
    expect(await count()).toBe(5);
  });

  it('lets only those who change the project import, and those who read it export', async () => {
    const project = await addProject(t.app, org, 'Plan rights');
    expect(
      await statusesByRole(org.people, (cookie) => importInto(project.id, BRIDGE, cookie)),
    ).toEqual(changeMatrix(200));
    expect(
      await statusesByRole(org.people, (cookie) =>
        t.app.inject({
          method: 'GET',
          url: `/api/v1/projects/${project.id}/plan.xml`,
          headers: { cookie },
        }),
      ),
    ).toEqual(READ_MATRIX);
  });
});

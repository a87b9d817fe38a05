import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { dependencyRegister, integrationRegister, riskRegister } from '../../db/schema/registers';
import {
  addProject,
  apiCaller,
  type Call,
  changeMatrix,
  type Organization,
  organizationWithProject,
  READ_MATRIX,
  statusesByRole,
} from '../../testing/project-fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let call: Call;
let org: Organization;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  org = await organizationWithProject(t.app);
});
afterAll(() => t.close());

/** Each register: a minimal entry, its defaults, a change through its lifecycle, its rules. */
const registers = [
  {
    path: 'risks',
    table: riskRegister,
    entityType: 'risk',
    notFound: 'Risk not found',
    minimal: { riskDescription: 'The antenna supplier delivers late' },
    defaults: { riskLevel: 'medium', impact: null, mitigationPlan: null, status: 'potential' },
    full: {
      riskDescription: 'Radar certification fails',
      riskLevel: 'critical',
      impact: 'Six months late',
      mitigationPlan: 'Pre-audit in March',
      status: 'materialized',
    },
    lifecycle: ['materialized', 'mitigated', 'potential'],
    invalid: [
      [{ riskDescription: 'Too short' }, 'riskDescription: Must be at least 10 characters'],
      [{}, 'riskDescription: Risk description is required'],
      [{ riskDescription: 'x'.repeat(1001) }, 'riskDescription: Must be less than 1000 characters'],
      [
        { riskDescription: 'A real risk', riskLevel: 'huge' },
        'riskLevel: Please select a risk level',
      ],
      [{ riskDescription: 'A real risk', status: 'gone' }, 'status: Please select a status'],
    ],
  },
  {
    path: 'dependencies',
    table: dependencyRegister,
    entityType: 'dependency',
    notFound: 'Dependency not found',
    minimal: { dependencyDescription: 'Test range' },
    defaults: { dependencyType: 'internal', dependentOn: null, status: 'open' },
    full: {
      dependencyDescription: 'Antenna from Ericsson',
      dependencyType: 'external',
      dependentOn: 'vendor',
      status: 'blocked',
    },
    lifecycle: ['blocked', 'resolved', 'open'],
    invalid: [
      [{ dependencyDescription: 'X' }, 'dependencyDescription: Must be at least 2 characters'],
      [{}, 'dependencyDescription: Dependency description is required'],
      [
        { dependencyDescription: 'Range', dependentOn: 'moon' },
        'dependentOn: Please select team, vendor or system',
      ],
      [
        { dependencyDescription: 'Range', dependencyType: 'other' },
        'dependencyType: Please select a dependency type',
      ],
    ],
  },
  {
    path: 'integrations',
    table: integrationRegister,
    entityType: 'integration',
    notFound: 'Integration not found',
    minimal: { integrationName: 'SAP' },
    defaults: { integrationType: 'api', integrationDetails: null, status: 'planned' },
    full: {
      integrationName: 'Flight data feed',
      integrationType: 'webhook',
      integrationDetails: 'Pushes telemetry every second',
      status: 'in_progress',
    },
    lifecycle: ['in_progress', 'failed', 'completed'],
    invalid: [
      [{ integrationName: ' X ' }, 'integrationName: Must be at least 2 characters'],
      [{}, 'integrationName: Integration name is required'],
      [{ integrationName: 'x'.repeat(201) }, 'integrationName: Must be less than 200 characters'],
      [
        { integrationName: 'SAP', integrationType: 'ftp' },
        'integrationType: Please select an integration type',
      ],
    ],
  },
] as const;

describe.each(registers)('the $path register', (register) => {
  const urlOf = (projectId: string) => `/projects/${projectId}/${register.path}`;

  it('adds with defaults, lists newest first, moves its status, deletes, audits', async () => {
    const url = urlOf((await addProject(t.app, org, `Register ${register.path}`)).id);
    const first = await call(org.manager.cookie, 'POST', url, register.minimal);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(String),
      projectId: expect.any(String),
      ...register.minimal,
      ...register.defaults,
      createdAt: expect.any(String),
    });
    const second = (await call(org.manager.cookie, 'POST', url, register.full)).json();
    expect(second).toMatchObject(register.full);
    const list = (await call(org.user.cookie, 'GET', url)).json();
    expect(list.map((e: { id: string }) => e.id)).toEqual([second.id, first.json().id]);

    const id = first.json().id as string;
    for (const status of register.lifecycle) {
      const moved = await call(org.manager.cookie, 'PATCH', `${url}/${id}`, { status });
      expect(moved.json()).toEqual({ ...first.json(), status });
    }
    const edited = await call(org.manager.cookie, 'PATCH', `${url}/${id}`, register.full);
    expect(edited.json()).toEqual({ ...first.json(), ...register.full });
    expect((await call(org.manager.cookie, 'DELETE', `${url}/${id}`)).statusCode).toBe(204);
    expect((await call(org.manager.cookie, 'GET', url)).json()).toHaveLength(1);

    const audit = await t.database.db
      .select({ action: auditLog.action, old: auditLog.oldValues, new: auditLog.newValues })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, register.entityType), eq(auditLog.entityId, id)))
      .orderBy(auditLog.createdAt);
    expect(audit.map((a) => a.action)).toEqual([
      'CREATE',
      ...register.lifecycle.map(() => 'UPDATE'),
      'UPDATE',
      'DELETE',
    ]);
    expect(audit[1]).toMatchObject({
      old: { status: first.json().status },
      new: { status: register.lifecycle[0] },
    });
    expect(audit.at(-1)!.old).toMatchObject(register.full);
  });

  it('refuses bad input with the spec messages', async () => {
    for (const [body, message] of register.invalid) {
      const response = await call(org.admin.cookie, 'POST', urlOf(org.project.id), body);
      expect(response.statusCode).toBe(400);
      expect(
        response
          .json()
          .errors.map((e: { path: string; message: string }) => `${e.path}: ${e.message}`),
      ).toEqual([message]);
    }
    const entry = (
      await call(org.admin.cookie, 'POST', urlOf(org.project.id), register.minimal)
    ).json();
    const badStatus = await call(
      org.admin.cookie,
      'PATCH',
      `${urlOf(org.project.id)}/${entry.id}`,
      {
        status: 'unknown',
      },
    );
    expect(badStatus.json().errors).toEqual([
      { path: 'status', message: 'Please select a status' },
    ]);
  });

  it('lets the project’s people read and its managers change', async () => {
    const url = urlOf(org.project.id);
    expect(await statusesByRole(org.people, (cookie) => call(cookie, 'GET', url))).toEqual(
      READ_MATRIX,
    );
    expect(
      await statusesByRole(org.people, (cookie) => call(cookie, 'POST', url, register.minimal)),
    ).toEqual(changeMatrix(201));
    const patches = await statusesByRole(org.people, async (cookie) => {
      const entry = (await call(org.admin.cookie, 'POST', url, register.minimal)).json();
      return call(cookie, 'PATCH', `${url}/${entry.id}`, { status: register.lifecycle[0] });
    });
    expect(patches).toEqual(changeMatrix(200));
    const deletes = await statusesByRole(org.people, async (cookie) => {
      const entry = (await call(org.admin.cookie, 'POST', url, register.minimal)).json();
      return call(cookie, 'DELETE', `${url}/${entry.id}`);
    });
    expect(deletes).toEqual(changeMatrix(204));
  });

  it('shows another organization nothing and lets it change nothing', async () => {
    const url = urlOf(org.project.id);
    const mine = (await call(org.admin.cookie, 'POST', url, register.minimal)).json();
    const other = await organizationWithProject(t.app, 'Other');
    expect((await call(other.admin.cookie, 'GET', url)).statusCode).toBe(404);
    const patch = { status: register.lifecycle[0] };
    expect((await call(other.admin.cookie, 'PATCH', `${url}/${mine.id}`, patch)).statusCode).toBe(
      404,
    );
    expect((await call(other.admin.cookie, 'DELETE', `${url}/${mine.id}`)).statusCode).toBe(404);
    const sideways = await call(
      other.admin.cookie,
      'PATCH',
      `${urlOf(other.project.id)}/${mine.id}`,
      patch,
    );
    expect(sideways.json()).toMatchObject({ status: 404, detail: register.notFound });
    const [row] = await t.database.db
      .select()
      .from(register.table)
      .where(eq(register.table.id, mine.id));
    expect(row).toMatchObject({ status: mine.status });
  });
});

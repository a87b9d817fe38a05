import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { programs, projects } from '../../db/schema/portfolio';
import {
  createTestApp,
  signedInAdmin,
  signedInMember,
  TEST_ORIGIN,
  type TestApp,
} from '../../testing/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let customerId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
  customerId = (await call(admin.cookie, 'POST', '/customers', { name: 'Volvo Cars' })).json().id;
});
afterAll(() => t.close());

function call(
  cookie: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { cookie, origin: TEST_ORIGIN },
    ...(payload ? { payload } : {}),
  });
}

const addProgram = async (name: string) =>
  (await call(admin.cookie, 'POST', '/programs', { name, customerId })).json() as { id: string };

describe('programs', () => {
  it("refuses a name under 2 characters with the spec's message and stores nothing", async () => {
    const short = await call(admin.cookie, 'POST', '/programs', { name: 'X', customerId });
    expect(short.statusCode).toBe(400);
    expect(short.headers['content-type']).toContain('application/problem+json');
    expect(short.json().errors).toEqual([
      { path: 'name', message: 'Must be at least 2 characters' },
    ]);
    const stored = await t.database.db.select().from(programs).where(eq(programs.name, 'X'));
    expect(stored).toEqual([]);
  });

  it('changes a program, with an audit row holding the old and new values', async () => {
    const program = await addProgram('EX90 Launch');
    const changed = await call(admin.cookie, 'PATCH', `/programs/${program.id}`, {
      name: 'EX90 Global Launch',
      description: 'All markets',
      customerId,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'EX90 Global Launch',
      description: 'All markets',
      customerName: 'Volvo Cars',
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, program.id), eq(auditLog.action, 'UPDATE')));
    expect(audit).toMatchObject({
      entityType: 'program',
      oldValues: expect.objectContaining({ name: 'EX90 Launch' }),
      newValues: expect.objectContaining({ name: 'EX90 Global Launch' }),
    });
  });

  it('deletes a program with its projects', async () => {
    const program = await addProgram('Retired Line');
    const project = (
      await call(admin.cookie, 'POST', '/projects', { name: 'Wind Down', programId: program.id })
    ).json();
    expect((await call(admin.cookie, 'DELETE', `/programs/${program.id}`)).statusCode).toBe(204);
    expect(await t.database.db.select().from(projects).where(eq(projects.id, project.id))).toEqual(
      [],
    );
    const again = await call(admin.cookie, 'DELETE', `/programs/${program.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe('Program not found');
  });

  it('lets admin and pm_head manage programs, and everyone else only read them', async () => {
    const program = await addProgram('Roles Check');
    const head = await signedInMember(t.app, admin.cookie, 'pm_head');
    const renamed = await call(head.cookie, 'PATCH', `/programs/${program.id}`, {
      name: 'Roles Checked',
      customerId,
    });
    expect(renamed.statusCode).toBe(200);
    const manager = await signedInMember(t.app, admin.cookie, 'project_manager');
    expect((await call(manager.cookie, 'GET', '/programs')).statusCode).toBe(200);
    const refused = await call(manager.cookie, 'PATCH', `/programs/${program.id}`, {
      name: 'Hijacked',
      customerId,
    });
    expect(refused.statusCode).toBe(403);
    expect((await call(manager.cookie, 'DELETE', `/programs/${program.id}`)).statusCode).toBe(403);
    const [kept] = await t.database.db.select().from(programs).where(eq(programs.id, program.id));
    expect(kept?.name).toBe('Roles Checked');
  });

  it("answers 404 to another organization's admin and changes nothing", async () => {
    const program = await addProgram('Private Program');
    const other = await signedInAdmin(t.app);
    const theirCustomer = (
      await call(other.cookie, 'POST', '/customers', { name: 'Their Customer' })
    ).json();
    const patch = await call(other.cookie, 'PATCH', `/programs/${program.id}`, {
      name: 'Taken Over',
      customerId: theirCustomer.id,
    });
    expect(patch.statusCode).toBe(404);
    expect((await call(other.cookie, 'DELETE', `/programs/${program.id}`)).statusCode).toBe(404);
    expect((await call(other.cookie, 'GET', '/programs')).json().rows).toEqual([]);
    const [kept] = await t.database.db.select().from(programs).where(eq(programs.id, program.id));
    expect(kept).toMatchObject({ name: 'Private Program', customerId });
  });

  it('refuses to move a program to a customer of another organization', async () => {
    const program = await addProgram('Stay Home');
    const other = await signedInAdmin(t.app);
    const foreign = (await call(other.cookie, 'POST', '/customers', { name: 'Foreign Co' })).json();
    const moved = await call(admin.cookie, 'PATCH', `/programs/${program.id}`, {
      name: 'Stay Home',
      customerId: foreign.id,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().detail).toBe('Please select a customer');
    const [kept] = await t.database.db.select().from(programs).where(eq(programs.id, program.id));
    expect(kept?.customerId).toBe(customerId);
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, csvImportLogs } from '../../db/schema/audit';
import { customers } from '../../db/schema/portfolio';
import { createTestApp, signedInAdmin, signedInMember, type TestApp } from '../../testing/test-app';
import { CUSTOMER_NAME_TAKEN } from './service';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.app);
});
afterAll(() => t.close());

const call = (
  cookie: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });

describe('customers', () => {
  it('adds, lists, changes and deletes a customer with an audit row each', async () => {
    const created = await call(admin.cookie, 'POST', '/customers', {
      name: 'Volvo Cars',
      customerType: 'Enterprise',
      locationCountry: 'Sweden',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const child = await call(admin.cookie, 'POST', '/customers', {
      name: 'Volvo Trucks',
      parentCustomerId: id,
    });
    expect(child.json()).toMatchObject({ parentCustomerId: id, parentCustomerName: 'Volvo Cars' });

    const list = (await call(admin.cookie, 'GET', '/customers')).json().rows;
    expect(list.map((c: { name: string }) => c.name)).toEqual(['Volvo Cars', 'Volvo Trucks']);

    const changed = await call(admin.cookie, 'PATCH', `/customers/${id}`, {
      name: 'Volvo Group',
      customerType: '',
      locationCountry: 'Sweden',
    });
    expect(changed.json()).toMatchObject({ name: 'Volvo Group', customerType: null });

    expect((await call(admin.cookie, 'DELETE', `/customers/${id}`)).statusCode).toBe(204);
    const after = (await call(admin.cookie, 'GET', '/customers')).json().rows;
    expect(after).toEqual([
      expect.objectContaining({ name: 'Volvo Trucks', parentCustomerId: null }),
    ]);

    const actions = await t.database.db
      .select({ action: auditLog.action, old: auditLog.oldValues })
      .from(auditLog)
      .where(eq(auditLog.entityId, id));
    expect(actions.map((a) => a.action)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
    expect(actions[2]!.old).toMatchObject({ name: 'Volvo Group' });
  });

  it('pages the customers in hierarchy order, sorted or searched if asked', async () => {
    const org = await signedInAdmin(t.app);
    const add = async (name: string, parentCustomerId?: string, customerType?: string) =>
      (
        await call(org.cookie, 'POST', '/customers', { name, parentCustomerId, customerType })
      ).json().id as string;
    const zeta = await add('Zeta Group', undefined, 'Enterprise');
    const alpha = await add('alpha AB');
    await add('Beta Child', zeta);
    const deep = await add('Aardvark Grandchild', await add('Omega Child', zeta));
    await add('Alpha Child', alpha, 'SMB');
    const page = async (query: string) => {
      const response = await call(org.cookie, 'GET', `/customers${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      return {
        total: body.total,
        rows: body.rows.map((c: { name: string; depth: number }) => `${c.depth}:${c.name}`),
      };
    };
    // Each parent followed by its children by name (case aside), across pages.
    expect(await page('')).toEqual({
      total: 6,
      rows: [
        '0:alpha AB',
        '1:Alpha Child',
        '0:Zeta Group',
        '1:Beta Child',
        '1:Omega Child',
        '2:Aardvark Grandchild',
      ],
    });
    expect(await page('?pageSize=2&page=3')).toEqual({
      total: 6,
      rows: ['1:Omega Child', '2:Aardvark Grandchild'],
    });
    expect((await page('?sort=name&direction=desc&pageSize=2')).rows).toEqual([
      '0:Zeta Group',
      '1:Omega Child',
    ]);
    expect((await page('?sort=type')).rows.slice(0, 2)).toEqual(['0:Zeta Group', '1:Alpha Child']);
    expect(await page('?search=child')).toEqual({
      total: 4,
      rows: ['1:Alpha Child', '1:Beta Child', '1:Omega Child', '2:Aardvark Grandchild'],
    });

    // Choices by name; a customer's own branch is not offered as its parent.
    const choices = async (query: string) =>
      (await call(org.cookie, 'GET', `/customers/choices${query}`))
        .json()
        .map((c: { name: string }) => c.name);
    expect(await choices('?limit=2')).toEqual(['Aardvark Grandchild', 'alpha AB']);
    expect(await choices(`?outside=${zeta}`)).toEqual(['alpha AB', 'Alpha Child']);
    expect(await choices(`?outside=${deep}&search=group`)).toEqual(['Zeta Group']);
    // The chosen one alone, to name a filter whose customer is not among the first found.
    expect(await choices(`?id=${deep}`)).toEqual(['Aardvark Grandchild']);
    const theirs = await signedInAdmin(t.app);
    const foreign = await call(theirs.cookie, 'GET', `/customers/choices?outside=${zeta}`);
    expect(foreign.json()).toEqual([]);
    expect((await call(theirs.cookie, 'GET', `/customers/choices?id=${zeta}`)).json()).toEqual([]);
    const malformed = await call(org.cookie, 'GET', '/customers/choices?id=nope');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toBe('Customer not found');
  });

  it('refuses bad input with the spec messages', async () => {
    const short = await call(admin.cookie, 'POST', '/customers', { name: 'A' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      detail: 'Must be at least 2 characters',
      errors: [{ path: 'name', message: 'Must be at least 2 characters' }],
    });
    const long = await call(admin.cookie, 'POST', '/customers', { name: 'x'.repeat(201) });
    expect(long.json().detail).toBe('Must be less than 200 characters');
    await call(admin.cookie, 'POST', '/customers', { name: 'Twice AB' });
    const twice = await call(admin.cookie, 'POST', '/customers', { name: 'Twice AB' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe(CUSTOMER_NAME_TAKEN);
  });

  it('refuses a parent that would make a loop', async () => {
    const top = (await call(admin.cookie, 'POST', '/customers', { name: 'Loop Top' })).json();
    const below = (
      await call(admin.cookie, 'POST', '/customers', {
        name: 'Loop Below',
        parentCustomerId: top.id,
      })
    ).json();
    const loop = await call(admin.cookie, 'PATCH', `/customers/${top.id}`, {
      name: 'Loop Top',
      parentCustomerId: below.id,
    });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().detail).toBe('A customer cannot be placed under its own child');
  });

  it('lets members read and only admins and PM heads change', async () => {
    const management = await signedInMember(t.app, admin.cookie, 'management');
    expect((await call(management.cookie, 'GET', '/customers')).statusCode).toBe(200);
    expect(
      (await call(management.cookie, 'POST', '/customers', { name: 'Nope AB' })).statusCode,
    ).toBe(403);
    const pmHead = await signedInMember(t.app, admin.cookie, 'pm_head');
    expect((await call(pmHead.cookie, 'POST', '/customers', { name: 'Yes AB' })).statusCode).toBe(
      201,
    );
    const tracked = await signedInMember(t.app, admin.cookie, 'tracked_employee');
    expect((await call(tracked.cookie, 'GET', '/customers')).statusCode).toBe(403);
  });

  it('shows another organization nothing and lets it change nothing', async () => {
    const mine = (
      await call(admin.cookie, 'POST', '/customers', { name: 'Private Customer' })
    ).json();
    const other = await signedInAdmin(t.app);
    expect((await call(other.cookie, 'GET', '/customers')).json().rows).toEqual([]);
    expect(
      (await call(other.cookie, 'PATCH', `/customers/${mine.id}`, { name: 'Stolen' })).statusCode,
    ).toBe(404);
    expect((await call(other.cookie, 'DELETE', `/customers/${mine.id}`)).statusCode).toBe(404);
    const planted = await call(other.cookie, 'POST', '/customers', {
      name: 'Child Of Other',
      parentCustomerId: mine.id,
    });
    expect(planted.statusCode).toBe(400);
    const [still] = await t.database.db.select().from(customers).where(eq(customers.id, mine.id));
    expect(still!.name).toBe('Private Customer');
  });
});

describe('customers CSV import', () => {
  it('offers the template', async () => {
    const response = await call(admin.cookie, 'GET', '/customers/import/template');
    expect(response.headers['content-disposition']).toContain('customers_template.csv');
    expect(response.body.split('\n')[0]).toBe(
      'name,customer_type,location_country,parent_customer_name',
    );
  });

  it('inserts new names, updates known ones, links parents and reports bad rows', async () => {
    const org = await signedInAdmin(t.app);
    await call(org.cookie, 'POST', '/customers', { name: 'Known AB', customerType: 'SMB' });
    const csv = [
      'name,customer_type,location_country,parent_customer_name',
      'Known AB,Enterprise,Norway,',
      'New Parent,Enterprise,Sweden,',
      'New Child,SMB,Sweden,New Parent',
      ',SMB,Sweden,',
      'Orphan,SMB,Sweden,Nobody Inc',
      'Bad,Row',
    ].join('\n');
    const response = await call(org.cookie, 'POST', '/customers/import', {
      fileName: 'mine.csv',
      content: csv,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      total: 6,
      successful: 3,
      failed: 3,
      created: 2,
      updated: 1,
      errors: [
        { row: 'Row 5', error: 'Row 5: Missing required field: name' },
        { row: 'Row 6', error: 'Row 6: Parent customer not found: Nobody Inc' },
        { row: 'Row 7', error: 'Row 7: Column count mismatch (expected 4, got 2)' },
      ],
    });
    const list = (await call(org.cookie, 'GET', '/customers')).json().rows as {
      name: string;
      customerType: string;
      parentCustomerName: string | null;
      depth: number;
    }[];
    // In hierarchy order: a parent before its children.
    expect(list.map((c) => [c.name, c.customerType, c.parentCustomerName, c.depth])).toEqual([
      ['Known AB', 'Enterprise', null, 0],
      ['New Parent', 'Enterprise', null, 0],
      ['New Child', 'SMB', 'New Parent', 1],
    ]);
    const [log] = await t.database.db
      .select()
      .from(csvImportLogs)
      .where(eq(csvImportLogs.organizationId, org.me.organization.id));
    expect(log).toMatchObject({
      importType: 'customers',
      fileName: 'mine.csv',
      totalRows: 6,
      successfulRows: 3,
      failedRows: 3,
    });
    const imports = await t.database.db.$count(auditLog, eq(auditLog.action, 'IMPORT'));
    expect(imports).toBeGreaterThan(0);
  });

  it('refuses a file without a name column and writes nothing', async () => {
    const org = await signedInAdmin(t.app);
    const response = await call(org.cookie, 'POST', '/customers/import', {
      fileName: 'x.csv',
      content: 'title\nA\n',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Missing required column: name');
    expect((await call(org.cookie, 'GET', '/customers')).json().rows).toEqual([]);
  });

  it('leaves nothing written when the import fails part-way', async () => {
    const org = await signedInAdmin(t.app);
    await t.database.db.execute(sql`
      create function fail_import_log() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$;
      create trigger fail_import_log before insert on csv_import_logs for each row execute function fail_import_log();`);
    try {
      const response = await call(org.cookie, 'POST', '/customers/import', {
        fileName: 'big.csv',
        content: `name\n${Array.from({ length: 2500 }, (_, i) => `Customer ${i}`).join('\n')}`,
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({
        status: 500,
        detail: 'An unexpected error occurred',
      });
      expect((await call(org.cookie, 'GET', '/customers')).json().rows).toEqual([]);
    } finally {
      await t.database.db.execute(
        sql`drop trigger fail_import_log on csv_import_logs; drop function fail_import_log();`,
      );
    }
  });
});

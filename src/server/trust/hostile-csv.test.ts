import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_CSV_COLUMNS } from '../../shared/domain/customer-import';
import { RESOURCE_CSV_COLUMNS } from '../../shared/domain/resource-import';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app';
import { formulaCells, csvContent } from './hostile/csv-arbitrary';
import { seedOrganization, type SeededOrganization } from './hostile/fixture';
import type { HostileRequest } from './hostile/requests';
import { HostileRunner, problemWith } from './hostile/runner';

/**
 * Hostile CSV: the imports (customers, resources, time) take files with wrong columns, open
 * quotes, formula cells, odd unicode, BOMs, CRLF, binary garbage and 50 MB bodies; the time
 * export defuses formula cells (OWASP CSV injection).
 */

const SEED = Number(process.env.HOSTILE_SEED ?? 20260115);
const RUNS = Number(process.env.HOSTILE_CSV_RUNS ?? 150);
const TOGGL_COLUMNS = [
  'User',
  'Email',
  'Client',
  'Project',
  'Task',
  'Description',
  'Billable',
  'Start date',
  'Start time',
  'End date',
  'End time',
  'Duration',
  'Tags',
  'Amount ()',
];

const IMPORTS = [
  {
    url: '/api/v1/customers/import',
    shape: { columns: CUSTOMER_CSV_COLUMNS, required: ['name'] },
  },
  {
    url: '/api/v1/resources/import',
    shape: { columns: RESOURCE_CSV_COLUMNS, required: ['full_name', 'email'] },
  },
  { url: '/api/v1/time/import/preview', shape: { columns: TOGGL_COLUMNS, required: ['User'] } },
  { url: '/api/v1/time/import', shape: { columns: TOGGL_COLUMNS, required: ['User'] } },
];

let t: TestApp;
let org: SeededOrganization;
let runner: HostileRunner;

beforeAll(async () => {
  t = await createTestApp();
  org = await seedOrganization(t.app, t.database.db);
  runner = new HostileRunner(t.app, t.database.pool);
  await runner.start();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object | string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: org.cookie, origin: TEST_ORIGIN, ...headers },
    payload,
  });

const fileNames = fc.oneof(
  fc.constantFrom(
    'customers.csv',
    '../../etc/passwd',
    'C:\\Windows\\system32\\x.csv',
    '=cmd.csv',
    '<script>.csv',
    'a'.repeat(255),
    'file\u202Evsc.exe',
  ),
  fc.string({ minLength: 1, maxLength: 40 }),
);

describe('hostile CSV imports', () => {
  it('never answer 5xx, refuse with problem+json, write nothing on refusal and add up', async () => {
    for (const [index, { url, shape }] of IMPORTS.entries()) {
      const bodies = fc.record(
        {
          fileName: fileNames,
          content: csvContent(shape),
          source: fc.constantFrom('toggl', 'clockify', 'harvest', 'excel'),
        },
        { requiredKeys: ['fileName', 'content'] },
      );
      await fc.assert(
        fc.asyncProperty(bodies, async (body) => {
          const request: HostileRequest = {
            method: 'POST',
            url,
            headers: {
              cookie: org.cookie,
              origin: TEST_ORIGIN,
              'content-type': 'application/json',
            },
            payload: JSON.stringify(body),
            mutation: 'csv',
          };
          const response = await runner.send(request, `POST ${url}`);
          if (response.statusCode !== 200) return;
          const result = response.json() as Record<string, number>;
          const done = 'ready' in result ? result.ready! : result.successful!;
          expect(done + result.failed!).toBe(result.total);
        }),
        { numRuns: RUNS, seed: SEED + index, endOnFailure: true },
      );
      await runner.flush();
    }
    console.log(`hostile CSV: ${runner.sent} imports, ${runner.refusals} refused`);
  }, 300_000);

  it('reads a file with a BOM, CRLF line ends and quoted cells as the rows it holds', async () => {
    const content =
      '\uFEFFname,customer_type,location_country,parent_customer_name\r\n' +
      '"Volvo, Cars",Enterprise,Sweden,\r\n' +
      '"The ""Best"" AB",SMB,"Norway",\r\n';
    const response = await post('/api/v1/customers/import', { fileName: 'bom.csv', content });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: 2, successful: 2, failed: 0 });
    const names = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/customers',
        headers: { cookie: org.cookie },
      })
    ).json().rows as { name: string; locationCountry: string | null }[];
    expect(names.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Volvo, Cars', 'The "Best" AB']),
    );
    expect(names.some((c) => /[\uFEFF\r]/.test(c.name + (c.locationCountry ?? '')))).toBe(false);
  });

  it('refuses a file with a wrong header, an open quote or binary garbage without writing', async () => {
    const before = await runner.snapshot();
    for (const content of [
      'naam,type\nAcme,SMB\n',
      'customer_type,location_country\nSMB,Sweden\n',
      '',
      '\uFEFF',
      'name\n"Acme AB\nBeta AB\n',
      Buffer.from([0xff, 0xfe, 0x00, 0x41, 0x00, 0x42, 0x0a]).toString('latin1'),
      '\u0000\u0001\u0002name\n',
    ]) {
      const response = await post('/api/v1/customers/import', { fileName: 'bad.csv', content });
      expect(problemWith(response), content).toBeNull();
      if (response.statusCode === 200)
        expect(response.json().successful, `${content} -> ${response.body}`).toBe(0);
      else expect(response.statusCode).toBe(400);
    }
    // An open quote swallows the rest of the file into one cell: one row, no customer.
    expect(await runner.changedSince(before)).toEqual(
      // A 200 with no successful row still logs the import (csv_import_logs, audit_log).
      expect.not.arrayContaining(['customers']),
    );
  });

  it('stores formula-looking names as text, exactly as given', async () => {
    const names = ['=HYPERLINK("http://evil.example","x")', '+cmd', '-2+3', '@SUM(1,1)'];
    const content = `name\n${names.map((n) => `"${n.replaceAll('"', '""')}"`).join('\n')}\n`;
    const response = await post('/api/v1/customers/import', { fileName: 'f.csv', content });
    expect(response.json()).toMatchObject({ successful: 4, failed: 0 });
    const stored = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/customers',
        headers: { cookie: org.cookie },
      })
    ).json().rows as { name: string }[];
    expect(stored.map((c) => c.name)).toEqual(expect.arrayContaining(names));
  });
});

describe('CSV export', () => {
  it('defuses every cell a spreadsheet would run as a formula (OWASP CSV injection)', async () => {
    const hostile = fc
      .sample(formulaCells, { numRuns: 200, seed: SEED })
      .filter((v, i, all) => all.indexOf(v) === i);
    const send = async (method: 'POST' | 'PATCH', url: string, payload: object) => {
      const response = await t.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: { cookie: org.cookie, origin: TEST_ORIGIN },
        payload,
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json();
    };
    const project = await send('POST', '/projects', {
      name: '=HYPERLINK("http://evil.example","Open")',
      projectCode: '+cmd',
      programId: org.ids.programs[0],
    });
    const activity = await send('POST', `/projects/${project.id}/activities`, {
      name: '@SUM(1,1)',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
    });
    for (const [index, notes] of hostile.entries()) {
      await send('POST', '/time/sessions', {
        projectId: project.id,
        activityId: activity.id,
        date: '2025-03-03',
        start: `${String(Math.floor(index / 4)).padStart(2, '0')}:${String((index % 4) * 15).padStart(2, '0')}`,
        end: `${String(Math.floor(index / 4)).padStart(2, '0')}:${String((index % 4) * 15 + 10).padStart(2, '0')}`,
        notes,
      });
    }
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/v1/time/export.csv?from=2025-03-01&to=2025-03-31&projectId=${project.id}`,
      headers: { cookie: org.cookie },
    });
    expect(exported.statusCode).toBe(200);
    const rows = Papa.parse<string[]>(exported.body, { skipEmptyLines: true }).data;
    expect(rows.length).toBe(hostile.length + 1);
    for (const row of rows.slice(1))
      for (const cell of row)
        expect(cell, `cell ${JSON.stringify(cell)}`).not.toMatch(/^[=+\-@\t\r]/);
    const cells = rows.slice(1).flat();
    expect(cells).toContain(`'=HYPERLINK("http://evil.example","Open")`);
    expect(cells).toContain(`'+cmd`);
    expect(cells).toContain(`'@SUM(1,1)`);
    // A cell with a semicolon is quoted, so a spreadsheet splitting on ';' keeps it whole.
    expect(exported.body).toContain('"a;=1+1"');
  });
});

describe('oversized import bodies', () => {
  const FIFTY_MB = 50 * 1024 * 1024;

  it('refuses a 50 MB import with 413 problem+json, quickly, and writes nothing', async () => {
    const before = await runner.snapshot();
    const content = `name\n${'Acme AB\n'.repeat(FIFTY_MB / 8)}`;
    const payload = JSON.stringify({ fileName: 'huge.csv', content });
    for (const url of [
      '/api/v1/customers/import',
      '/api/v1/resources/import',
      '/api/v1/time/import',
    ]) {
      const started = Date.now();
      const response = await post(url, payload, { 'content-type': 'application/json' });
      expect(response.statusCode, url).toBe(413);
      expect(problemWith(response)).toBeNull();
      expect(Date.now() - started, url).toBeLessThan(3000);
    }
    expect(await runner.changedSince(before)).toEqual([]);
  });

  it('stops reading a 50 MB upload long before its end, over a real connection', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    for (const declared of [true, false]) {
      let sent = 0;
      // The server answers 413 and closes the connection while the upload still comes. Closing
      // with unread bytes makes the kernel send a reset, which may reach this client before it
      // has read the answer: then the reset is the proof the server stopped reading.
      const answer = await new Promise<{ status: number; type: string; body: string } | 'reset'>(
        (resolve, reject) => {
          const upload = http.request(
            {
              port,
              host: '127.0.0.1',
              method: 'POST',
              path: '/api/v1/customers/import',
              headers: {
                cookie: org.cookie,
                origin: TEST_ORIGIN,
                'content-type': 'application/json',
                // With a length the server refuses at once; without, once 12 MB have come.
                ...(declared ? { 'content-length': String(FIFTY_MB) } : {}),
              },
            },
            (response) => {
              let body = '';
              response.on('error', () => resolve('reset'));
              response.on('data', (chunk) => (body += chunk));
              response.on('end', () =>
                resolve({
                  status: response.statusCode ?? 0,
                  type: String(response.headers['content-type']),
                  body,
                }),
              );
            },
          );
          upload.on('error', (error) => (sent > 0 ? resolve('reset') : reject(error)));
          upload.write('{"fileName":"huge.csv","content":"name\\n');
          const chunk = Buffer.alloc(256 * 1024, 'a');
          const send = () => {
            while (sent < FIFTY_MB - chunk.length) {
              sent += chunk.length;
              if (!upload.write(chunk)) return void upload.once('drain', send);
            }
          };
          send();
        },
      );
      expect(sent, `declared length: ${declared}`).toBeLessThan(FIFTY_MB / 2);
      if (answer === 'reset') continue;
      expect(answer.status).toBe(413);
      expect(answer.type).toMatch(/^application\/problem\+json/);
      expect(JSON.parse(answer.body)).toMatchObject({ status: 413, title: 'Payload Too Large' });
    }
  });
});

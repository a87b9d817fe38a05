import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '../../shared/schemas/change-requests';
import {
  FILE_EMPTY,
  FILE_TOO_LARGE,
  FILE_TYPE_NOT_ALLOWED,
} from '../modules/change-requests/file-types';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app';
import { multipartBody, seedOrganization, type SeededOrganization } from './hostile/fixture';
import type { HostileRequest } from './hostile/requests';
import { HostileRunner, problemWith } from './hostile/runner';

/**
 * Hostile uploads to change request attachments: too large, empty, types outside the list,
 * types lying about their extension (checked by their first bytes), path traversal and control
 * characters in names, broken multipart bodies. The server decides, whatever the client says.
 */

const SEED = Number(process.env.HOSTILE_SEED ?? 20260115);
const RUNS = Number(process.env.HOSTILE_UPLOAD_RUNS ?? 250);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stint-hostile-uploads-'));
let t: TestApp;
let org: SeededOrganization;
let runner: HostileRunner;
let requestId: string;

/** Every file under the data folder, wherever a name may have tried to put it. */
function filesOnDisk(dir = dataDir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOnDisk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

beforeAll(async () => {
  t = await createTestApp({ dataDir: path.join(dataDir, 'data') });
  org = await seedOrganization(t.app, t.database.db);
  requestId = org.ids.changeRequests[1]!;
  runner = new HostileRunner(t.app, t.database.pool);
  await runner.start();
}, 120_000);

afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const HEADS = {
  pdf: Buffer.from('%PDF-1.7\n'),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpg: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  gif: Buffer.from('GIF89a'),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]),
  zip: Buffer.from('PK\u0003\u0004'),
  exe: Buffer.from('MZ\u0090\u0000\u0003\u0000\u0000\u0000'),
  elf: Buffer.from('\u007fELF\u0002\u0001\u0001'),
  html: Buffer.from('<!doctype html><script>alert(1)</script>'),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  text: Buffer.from('plain words, nothing else\n'),
  nul: Buffer.from('text with a \u0000 NUL byte'),
};
const KIND_OF_HEAD: Record<string, string[]> = {
  pdf: ['pdf'],
  png: ['png'],
  jpg: ['jpg', 'jpeg'],
  gif: ['gif'],
  webp: ['webp'],
  zip: ['docx', 'xlsx', 'pptx'],
  text: ['txt', 'csv'],
  html: ['txt', 'csv'],
  svg: ['txt', 'csv'],
};

const baseNames = fc.constantFrom(
  'plan',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\system32\\drivers\\etc\\hosts',
  '/absolute/path/to/plan',
  'C:\\Users\\Public\\plan',
  'a/../../b',
  '%2e%2e%2fplan',
  '....//....//plan',
  'plan\u0000.exe',
  'plan\u202Egpj',
  'plan\r\nContent-Type: text/html',
  '<script>alert(1)</script>',
  '"; filename="evil',
  '.',
  '',
  ' ',
  'CON',
  'x'.repeat(600),
  'Résumé – 東京 📎',
);
const extensions = fc.constantFrom(
  '.pdf',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.txt',
  '.csv',
  '.docx',
  '.xlsx',
  '.pptx',
  '.PDF',
  '.exe',
  '.svg',
  '.html',
  '.js',
  '.pdf.exe',
  '.exe.pdf',
  '.php',
  '',
  '.',
);
const contents = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(fc.constantFrom(...Object.keys(HEADS)), fc.uint8Array({ maxLength: 2000 }))
      .map(([head, tail]) => ({
        head,
        bytes: Buffer.concat([HEADS[head as keyof typeof HEADS], Buffer.from(tail)]),
      })),
  },
  { weight: 1, arbitrary: fc.constant({ head: 'empty', bytes: Buffer.alloc(0) }) },
  {
    weight: 1,
    arbitrary: fc
      .uint8Array({ minLength: 1, maxLength: 200 })
      .map((b) => ({ head: 'random', bytes: Buffer.from(b) })),
  },
);

describe('hostile attachment uploads', () => {
  it('stores only allowed, honest files under a safe name, and nothing of the rest', async () => {
    const uploads = fc.record({
      name: fc.tuple(baseNames, extensions).map(([base, ext]) => base + ext),
      content: contents,
      partType: fc.constantFrom(
        'application/pdf',
        'image/png',
        'application/octet-stream',
        'text/html',
        '',
      ),
    });
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(uploads, async ({ name, content, partType }) => {
        const filesBefore = filesOnDisk();
        const body = multipartBody(name, content.bytes, partType || 'application/octet-stream');
        const request: HostileRequest = {
          method: 'POST',
          url: `/api/v1/change-requests/${requestId}/attachments`,
          headers: { cookie: org.cookie, origin: TEST_ORIGIN, ...body.headers },
          payload: body.payload,
          mutation: `upload ${JSON.stringify(name)} (${content.head}, ${content.bytes.length} bytes)`,
        };
        const response = await runner.send(request, 'POST attachments');
        if (response.statusCode !== 201) {
          expect([400, 413, 415], response.body).toContain(response.statusCode);
          expect(filesOnDisk(), response.body).toEqual(filesBefore);
          if (content.bytes.length === 0)
            expect([FILE_EMPTY, FILE_TYPE_NOT_ALLOWED]).toContain(response.json().detail);
          return;
        }
        stored += 1;
        const attachment = response.json() as { id: string; fileName: string; contentType: string };
        // Accepted: the name has no folder and no control character, the type fits the bytes.
        // eslint-disable-next-line no-control-regex
        expect(attachment.fileName).not.toMatch(/[/\\\u0000-\u001f]/);
        expect(attachment.fileName.length).toBeLessThanOrEqual(255);
        const extension = /\.([a-z0-9]+)$/i.exec(attachment.fileName)?.[1]?.toLowerCase() ?? '';
        // Text is whatever holds no NUL byte; every other kind must start with its own bytes.
        if (extension === 'txt' || extension === 'csv')
          expect(content.bytes.includes(0)).toBe(false);
        else
          expect(
            KIND_OF_HEAD[content.head] ?? [],
            `${content.head} stored as ${attachment.fileName}`,
          ).toContain(extension);
        const files = filesOnDisk();
        expect(files.length).toBe(filesBefore.length + 1);
        expect(
          files.every((f) => f.startsWith(path.join(dataDir, 'data', 'files', org.organizationId))),
        ).toBe(true);
        const download = await t.app.inject({
          method: 'GET',
          url: `/api/v1/change-requests/${requestId}/attachments/${attachment.id}`,
          headers: { cookie: org.cookie },
        });
        expect(download.rawPayload.equals(content.bytes)).toBe(true);
        expect(download.headers['content-disposition']).not.toMatch(/[\r\n]/);
        expect(download.headers['x-content-type-options']).toBe('nosniff');
        // Make room: a request holds 20 attachments at most.
        const removed = await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/change-requests/${requestId}/attachments/${attachment.id}`,
          headers: { cookie: org.cookie, origin: TEST_ORIGIN },
        });
        expect(removed.statusCode).toBe(204);
        await runner.flush();
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    await runner.flush();
    expect(stored).toBeGreaterThan(0);
    expect(runner.refusals).toBeGreaterThan(RUNS / 3);
  }, 300_000);

  it('refuses an executable named .pdf, a page named .png and a NUL in a .txt with 415', async () => {
    const before = await runner.snapshot();
    const files = filesOnDisk();
    for (const [name, bytes] of [
      ['invoice.pdf', HEADS.exe],
      ['photo.png', HEADS.html],
      ['tool.docx', HEADS.elf],
      ['notes.txt', HEADS.nul],
      ['image.svg', HEADS.svg],
      ['setup.exe', HEADS.exe],
      ['plan.pdf', HEADS.zip],
    ] as const) {
      const body = multipartBody(name, Buffer.concat([bytes, Buffer.alloc(64, 0x20)]));
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/change-requests/${requestId}/attachments`,
        headers: { cookie: org.cookie, origin: TEST_ORIGIN, ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode, name).toBe(415);
      expect(response.json()).toMatchObject({ status: 415, detail: FILE_TYPE_NOT_ALLOWED });
    }
    expect(await runner.changedSince(before)).toEqual([]);
    expect(filesOnDisk()).toEqual(files);
  });

  it('refuses 10 MB and a byte, and a 50 MB file, with 413 and keeps nothing', async () => {
    const before = await runner.snapshot();
    const files = filesOnDisk();
    for (const size of [ATTACHMENT_MAX_BYTES + 1, 50 * 1024 * 1024]) {
      const body = multipartBody(
        'big.pdf',
        Buffer.concat([HEADS.pdf, Buffer.alloc(size - HEADS.pdf.length, 0x20)]),
      );
      const started = Date.now();
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/change-requests/${requestId}/attachments`,
        headers: { cookie: org.cookie, origin: TEST_ORIGIN, ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(413);
      expect(problemWith(response)).toBeNull();
      expect(response.json().detail).toBe(FILE_TOO_LARGE);
      expect(Date.now() - started).toBeLessThan(5000);
    }
    expect(await runner.changedSince(before)).toEqual([]);
    expect(filesOnDisk()).toEqual(files);
  });

  it('answers broken multipart bodies with a problem, never a 5xx', async () => {
    const url = `/api/v1/change-requests/${requestId}/attachments`;
    const before = await runner.snapshot();
    const boundary = 'xyz';
    const cases: { type: string; payload: string | Buffer }[] = [
      { type: 'multipart/form-data', payload: '--xyz\r\n' },
      { type: `multipart/form-data; boundary=${boundary}`, payload: '' },
      {
        type: `multipart/form-data; boundary=${boundary}`,
        payload:
          '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-',
      },
      {
        type: `multipart/form-data; boundary=${boundary}`,
        payload: '--xyz\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--xyz--\r\n',
      },
      { type: `multipart/form-data; boundary=${boundary}`, payload: '--xyz--\r\n' },
      {
        type: `multipart/form-data; boundary=${boundary}`,
        payload: Buffer.from([0, 1, 2, 3, 255]),
      },
      {
        type: `multipart/form-data; boundary=${boundary}`,
        payload:
          '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1\r\n' +
          '--xyz\r\nContent-Disposition: form-data; name="file"; filename="b.pdf"\r\n\r\n%PDF-2\r\n--xyz--\r\n',
      },
      { type: 'application/json', payload: '{"file":"%PDF-"}' },
      { type: 'text/plain', payload: '%PDF-' },
      { type: 'application/pdf', payload: '%PDF-' },
    ];
    for (const { type, payload } of cases) {
      if (process.env.HOSTILE_TRACE) console.log('case', type, String(payload).slice(0, 40));
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: org.cookie, origin: TEST_ORIGIN, 'content-type': type },
        payload,
      });
      expect(
        problemWith(response),
        `${type} ${String(payload).slice(0, 60)} -> ${response.body}`,
      ).toBeNull();
      // Two files in one request: the first is taken, the second refused with the request.
      if (response.statusCode === 201) {
        await t.app.inject({
          method: 'DELETE',
          url: `${url}/${response.json().id}`,
          headers: { cookie: org.cookie, origin: TEST_ORIGIN },
        });
      }
    }
    const changed = await runner.changedSince(before);
    expect(
      changed.filter((table) => table !== 'audit_log' && table !== 'change_request_attachments'),
    ).toEqual([]);
  });
});

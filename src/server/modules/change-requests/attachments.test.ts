import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeRequestAttachments } from '../../db/schema/registers';
import { createTestApp, signedInAdmin, signedInMember, type TestApp } from '../../testing/test-app';
import { FILE_TOO_LARGE, FILE_TYPE_NOT_ALLOWED } from './file-types';

let t: TestApp;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stint-attachments-'));
beforeAll(async () => {
  t = await createTestApp({ dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('not really an image, but its first bytes say so'),
]);

function multipart(fileName: string, content: Buffer) {
  const boundary = `stint${Math.random().toString(36).slice(2)}`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

function upload(cookie: string, requestId: string, fileName: string, content: Buffer) {
  const body = multipart(fileName, content);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/change-requests/${requestId}/attachments`,
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
}

const request = (cookie: string, method: 'GET' | 'DELETE', url: string) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie } });

/** An organization with a pending change request filed by a project manager. */
async function pendingRequest() {
  const admin = await signedInAdmin(t.app);
  const manager = await signedInMember(t.app, admin.cookie, 'project_manager');
  const post = (url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { cookie: admin.cookie },
      payload,
    });
  const customer = (await post('/customers', { name: 'Ericsson AB' })).json();
  const program = (await post('/programs', { name: '5G', customerId: customer.id })).json();
  const project = (
    await post('/projects', { name: 'Core', programId: program.id, projectManagerId: manager.id })
  ).json();
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${project.id}/change-requests`,
    headers: { cookie: manager.cookie },
    payload: { description: 'Add a redundant site', justification: 'Uptime target of 99.99%' },
  });
  const orgFiles = path.join(dataDir, 'files', admin.me.organization.id);
  const storedFiles = () => (existsSync(orgFiles) ? readdirSync(orgFiles) : []);
  return { admin, manager, project, id: created.json().id as string, storedFiles };
}

describe('change request attachments', () => {
  it('uploads a file and downloads the same bytes under its original name', async () => {
    const { admin, manager, project, id, storedFiles } = await pendingRequest();
    const response = await upload(manager.cookie, id, 'Ritning över site (v2).png', PNG);
    expect(response.statusCode).toBe(201);
    const attachment = response.json();
    expect(attachment).toMatchObject({
      fileName: 'Ritning över site (v2).png',
      contentType: 'image/png',
      sizeBytes: PNG.length,
      uploadedBy: { id: manager.id },
    });
    expect(storedFiles()).toHaveLength(1);
    expect(storedFiles()[0]).not.toContain('Ritning');

    const download = await request(
      admin.cookie,
      'GET',
      `/change-requests/${id}/attachments/${attachment.id}`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Ritning _ver site (v2).png"; filename*=UTF-8''Ritning%20%C3%B6ver%20site%20%28v2%29.png`,
    );
    const list = await request(admin.cookie, 'GET', `/projects/${project.id}/change-requests`);
    expect(list.json()[0].attachments).toEqual([attachment]);

    expect(
      (await request(admin.cookie, 'DELETE', `/change-requests/${id}/attachments/${attachment.id}`))
        .statusCode,
    ).toBe(204);
    expect(storedFiles()).toEqual([]);
  });

  it('takes 10 MB, refuses a byte more with 413 and stores nothing', async () => {
    const { manager, id, storedFiles } = await pendingRequest();
    const limit = 10 * 1024 * 1024;
    const largest = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(limit - 9, 0x20)]);
    expect((await upload(manager.cookie, id, 'largest.pdf', largest)).statusCode).toBe(201);
    const tooLarge = await upload(
      manager.cookie,
      id,
      'big.pdf',
      Buffer.concat([largest, Buffer.from('x')]),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().detail).toBe(FILE_TOO_LARGE);
    const huge = await upload(manager.cookie, id, 'huge.pdf', Buffer.concat([largest, largest]));
    expect(huge.json().detail).toBe(FILE_TOO_LARGE);
    expect(storedFiles()).toHaveLength(1);
    expect(
      await t.database.db.$count(
        changeRequestAttachments,
        eq(changeRequestAttachments.changeRequestId, id),
      ),
    ).toBe(1);
  });

  it('refuses types outside the list, by name and by content, with 415', async () => {
    const { manager, id, storedFiles } = await pendingRequest();
    for (const [name, content] of [
      ['run.exe', Buffer.from('MZ binary')],
      ['page.html', Buffer.from('<script>alert(1)</script>')],
      ['image.svg', Buffer.from('<svg/>')],
      ['disguised.png', Buffer.from('<script>alert(1)</script>')],
      ['report.pdf', Buffer.from('PK\u0003\u0004 a zip, not a pdf')],
      ['notes.txt', Buffer.from([0x68, 0x69, 0x00, 0x01])],
      ['no-extension', Buffer.from('hello there')],
    ] as const) {
      const response = await upload(manager.cookie, id, name, content);
      expect(response.statusCode, name).toBe(415);
      expect(response.json().detail).toBe(FILE_TYPE_NOT_ALLOWED);
    }
    expect((await upload(manager.cookie, id, 'empty.txt', Buffer.alloc(0))).statusCode).toBe(400);
    expect(
      (await upload(manager.cookie, id, '../../etc/notes.CSV', Buffer.from('a,b\n1,2\n'))).json(),
    ).toMatchObject({ fileName: 'notes.CSV', contentType: 'text/csv; charset=utf-8' });
    expect(storedFiles()).toHaveLength(1);
  });

  it('hides attachments from other organizations and from people who cannot see the project', async () => {
    const { admin, manager, id, storedFiles } = await pendingRequest();
    const attachment = (
      await upload(manager.cookie, id, 'plan.txt', Buffer.from('the plan'))
    ).json();
    const url = `/change-requests/${id}/attachments/${attachment.id}`;
    const other = await signedInAdmin(t.app);
    expect((await upload(other.cookie, id, 'x.txt', Buffer.from('sneaky'))).statusCode).toBe(404);
    expect((await request(other.cookie, 'GET', url)).statusCode).toBe(404);
    expect((await request(other.cookie, 'DELETE', url)).statusCode).toBe(404);
    const otherManager = await signedInMember(t.app, admin.cookie, 'project_manager');
    expect((await request(otherManager.cookie, 'GET', url)).statusCode).toBe(404);
    const user = await signedInMember(t.app, admin.cookie, 'user');
    expect((await request(user.cookie, 'GET', url)).statusCode).toBe(200);
    expect((await request(user.cookie, 'DELETE', url)).statusCode).toBe(403);
    expect((await upload(user.cookie, id, 'y.txt', Buffer.from('mine too'))).statusCode).toBe(403);
    expect(storedFiles()).toHaveLength(1);
  });

  it('freezes the attachments of a decided request', async () => {
    const { admin, manager, id } = await pendingRequest();
    const attachment = (
      await upload(manager.cookie, id, 'plan.txt', Buffer.from('the plan'))
    ).json();
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/change-requests/${id}/review`,
      headers: { cookie: admin.cookie },
      payload: { decision: 'approved' },
    });
    expect((await upload(manager.cookie, id, 'late.txt', Buffer.from('too late'))).statusCode).toBe(
      409,
    );
    const remove = await request(
      manager.cookie,
      'DELETE',
      `/change-requests/${id}/attachments/${attachment.id}`,
    );
    expect(remove.statusCode).toBe(409);
    expect(
      (await request(manager.cookie, 'GET', `/change-requests/${id}/attachments/${attachment.id}`))
        .body,
    ).toBe('the plan');
  });

  it('answers an endless upload with 413 and hangs up, over a real connection', async () => {
    const { manager, id, storedFiles } = await pendingRequest();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const boundary = 'stintboundary';
    const answer = await new Promise<string>((resolve, reject) => {
      const upload = http.request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: `/api/v1/change-requests/${id}/attachments`,
          headers: {
            cookie: manager.cookie,
            origin: t.config.publicUrl,
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve(`${response.statusCode} ${JSON.parse(body).detail}`));
        },
      );
      // The server may hang up while we are still writing: a broken pipe is the point, not a
      // failure, as long as the answer arrives.
      upload.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
      });
      upload.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-`,
      );
      // Chunked and never finished: only the server's refusal ends it.
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const send = () => {
        while (upload.write(chunk));
        upload.once('drain', send);
      };
      send();
    });
    expect(answer).toBe(`413 ${FILE_TOO_LARGE}`);
    expect(storedFiles()).toEqual([]);
  });
});

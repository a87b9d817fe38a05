import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_FIELDS } from '../../shared/domain/reports';
import { apiCaller } from '../testing/project-fixture';
import { createTestApp, signedInAdmin, type TestApp } from '../testing/test-app';

// Answers of 1 KB and more leave compressed when the client accepts it (decision 0010); what
// they unpack to is byte for byte the answer an uncompressing client gets.

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signedInAdmin(t.app)).cookie;
  const call = apiCaller(t.app);
  for (let i = 0; i < 20; i += 1) {
    const created = await call(cookie, 'POST', '/customers', { name: `Customer number ${i}` });
    expect(created.statusCode).toBe(201);
  }
}, 120_000);
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

const CUSTOMERS = '/api/v1/customers?pageSize=50';

describe('compressed answers', () => {
  it('sends a list as Brotli or gzip, as the client prefers, and unpacks to the same bytes', async () => {
    const plain = await get(CUSTOMERS);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().rows).toHaveLength(20);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get(CUSTOMERS, 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get(CUSTOMERS, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('sends a streamed export compressed as it goes', async () => {
    const fields = REPORT_FIELDS.time_tracking.map((f) => f.key).join(',');
    const url = `/api/v1/reports/export.csv?type=time_tracking&range=last_year&fields=${fields}`;
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('Time Tracking');

    const br = await get(url, 'br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe(plain.headers['content-type']);
    expect(br.headers['x-report-rows']).toBe(plain.headers['x-report-rows']);
    // Only the time of day the export was made may differ between the two.
    const withoutTime = (csv: string) => csv.replace(/\d{2}:\d{2} UTC/, 'hh:mm UTC');
    expect(withoutTime(brotliDecompressSync(br.rawPayload).toString())).toBe(
      withoutTime(plain.body),
    );
  });

  it('sends a small answer as it is: compressing it would cost more than it saves', async () => {
    const health = await get('/api/health', 'br, gzip');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });

  it('takes a request body as sent: a compressed one is refused and changes nothing', async () => {
    const before = (await get(CUSTOMERS)).json().total;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customers',
      headers: { cookie, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ name: 'Packed customer' })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/not valid JSON/);
    expect((await get(CUSTOMERS)).json().total).toBe(before);
  });
});

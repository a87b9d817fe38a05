import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressOf, PAGE_PATHS } from '../../shared/page-paths';
import { createTestApp, type TestApp } from '../testing/test-app';

// A built web app of our own: the server must answer every page address with its index.html.
const INDEX = '<!doctype html><title>Stint</title><div id="root"></div>';
const SOME_ID = '6f1c2a7e-3b1d-4c55-9a0e-2f6b8d4c1a90';
const BIG_SCRIPT = 'console.log("a line of a page");\n'.repeat(200);

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'stint-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), INDEX);
  writeFileSync(path.join(webRoot, 'assets', 'app-1234.js'), 'console.log(1)');
  // As the build leaves a large script: beside it, its brotli and gzip forms.
  writeFileSync(path.join(webRoot, 'assets', 'page-5678.js'), BIG_SCRIPT);
  writeFileSync(path.join(webRoot, 'assets', 'page-5678.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(path.join(webRoot, 'assets', 'page-5678.js.gz'), gzipSync(BIG_SCRIPT));
  writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg/>');
  t = await createTestApp({}, { webRoot });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('every page by its address', () => {
  const addresses = PAGE_PATHS.map((pattern) => addressOf(pattern, SOME_ID));

  it.each(addresses)('answers %s with the app', async (address) => {
    const response = await get(address);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe(INDEX);
  });

  it.each(addresses.filter((a) => a !== '/'))(
    'answers %s/ and %s?query with the app',
    async (a) => {
      for (const address of [`${a}/`, `${a}?tab=budget&x=1`]) {
        const response = await get(address);
        expect(response.statusCode, address).toBe(200);
        expect(response.body, address).toBe(INDEX);
      }
    },
  );

  it('answers the root with a query string too', async () => {
    const response = await get('/?utm_source=mail');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
  });

  it('gives unknown pages the app, which shows its not-found page', async () => {
    const response = await get('/no/such/page');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
  });

  it('serves the built files by their paths', async () => {
    const script = await get('/assets/app-1234.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect((await get('/favicon.svg')).statusCode).toBe(200);
  });

  it('lets a browser keep the hashed files for good, and ask again for the rest', async () => {
    expect((await get('/assets/app-1234.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const address of ['/favicon.svg', '/', '/dashboard/projects']) {
      expect((await get(address)).headers['cache-control'], address).toBe('no-cache');
    }
  });

  it('sends the build’s brotli or gzip form of a file as the browser accepts it', async () => {
    const brotli = await get('/assets/page-5678.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 10);
    const gzip = await get('/assets/page-5678.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toContain('accept-encoding');
    const plain = await get('/assets/page-5678.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
    for (const answer of [brotli, gzip, plain]) {
      expect(answer.headers['content-type']).toContain('javascript');
      expect(answer.headers['cache-control']).toContain('immutable');
    }
  });

  it('answers a missing file and unknown API paths with 404 problem+json', async () => {
    for (const address of ['/assets/gone-999.js', '/api/v1/nothing-here', '/api', '/api/']) {
      const response = await get(address);
      expect(response.statusCode, address).toBe(404);
      expect(response.headers['content-type'], address).toContain('application/problem+json');
    }
  });
});

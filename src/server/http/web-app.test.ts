import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressOf, PAGE_PATHS } from '../../shared/page-paths';
import { createTestApp, type TestApp } from '../testing/test-app';

// A built web app of our own: the server must answer every page address with its index.html.
const INDEX = '<!doctype html><title>Stint</title><div id="root"></div>';
const SOME_ID = '6f1c2a7e-3b1d-4c55-9a0e-2f6b8d4c1a90';

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'stint-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), INDEX);
  writeFileSync(path.join(webRoot, 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg/>');
  t = await createTestApp({}, { webRoot });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

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

  it('answers a missing file and unknown API paths with 404 problem+json', async () => {
    for (const address of ['/assets/gone-999.js', '/api/v1/nothing-here', '/api', '/api/']) {
      const response = await get(address);
      expect(response.statusCode, address).toBe(404);
      expect(response.headers['content-type'], address).toContain('application/problem+json');
    }
  });
});

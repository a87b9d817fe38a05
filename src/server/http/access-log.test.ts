import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig, TEST_ORIGIN } from '../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The JSON lines the server logs at `logLevel` while it answers one GET of `url`. */
async function linesOfOneRequest(logLevel: string, url = '/api/health?from=test') {
  const lines: string[] = [];
  const { app } = await buildApp({
    config: testConfig({ logLevel }),
    db: database.db,
    pool: database.pool,
    logStream: { write: (line: string) => void lines.push(line) },
  });
  try {
    await app.ready();
    lines.length = 0;
    await app.inject({ method: 'GET', url, headers: { origin: TEST_ORIGIN } });
  } finally {
    await app.close();
  }
  return lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.reqId !== undefined);
}

describe('the access log', () => {
  it('writes one line a request at info, once it is answered', async () => {
    const lines = await linesOfOneRequest('info');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      method: 'GET',
      url: '/api/health?from=test',
      statusCode: 200,
      remoteAddress: '127.0.0.1',
    });
    expect(lines[0]!.responseTime).toEqual(expect.any(Number));
  });

  it('writes the status of an address no route answers', async () => {
    const lines = await linesOfOneRequest('info', '/api/v1/no-such-route');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      url: '/api/v1/no-such-route',
      statusCode: 404,
    });
  });

  it('writes when a request came in as well at debug', async () => {
    const lines = await linesOfOneRequest('debug');
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[0]).toMatchObject({ level: 20, method: 'GET', url: '/api/health?from=test' });
  });

  it('writes nothing of an answered request at warn', async () => {
    expect(await linesOfOneRequest('warn')).toEqual([]);
  });
});

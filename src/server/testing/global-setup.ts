import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded';
import { exitUnlessEmbeddedAccessible } from '../db/embedded-access';
import { migrateDatabase } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server URL (any database) and the name of a migrated template database on it. */
    testDatabase: { serverUrl: string; template: string; prefix: string };
  }
}

/**
 * Once per test run: a PostgreSQL server (the embedded one, or TEST_DATABASE_URL's) holding a
 * migrated template database; each test file copies it into a database of its own.
 */
export default async function setup(project: TestProject) {
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  const prefix = `stint_t_${runId}`;
  const template = `${prefix}_template`;
  let serverUrl: string;
  let stopServer = async () => {};

  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    serverUrl = given;
  } else {
    // The server runs as the postgres system user when we are root: it must reach its folder.
    // When it cannot, one sentence says which directory is in the way, rather than a stack.
    await exitUnlessEmbeddedAccessible(os.tmpdir(), 'TEST_DATABASE_URL');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'stint-test-pg-'));
    chmodSync(dir, 0o755);
    const server = await startEmbeddedPostgres(path.join(dir, 'pg'));
    serverUrl = server.url('postgres');
    stopServer = async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }

  await adminQuery(serverUrl, `create database "${template}"`);
  const handle = connectDatabase(withDatabase(serverUrl, template), 2);
  await migrateDatabase(handle);
  await handle.close();

  project.provide('testDatabase', { serverUrl, template, prefix });

  return async () => {
    if (given) {
      const { rows } = await adminQuery(
        serverUrl,
        `select datname from pg_database where datname like '${prefix}%'`,
      );
      for (const row of rows)
        await adminQuery(serverUrl, `drop database if exists "${row.datname}" with (force)`);
    }
    await stopServer();
  };
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

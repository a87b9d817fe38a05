import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../db/client';
import { adminQuery, withDatabase } from './global-setup';

export type TestDatabase = DatabaseHandle & { url: string; name: string };

/** A fresh, migrated database of this test file's own, copied from the run's template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { serverUrl, template, prefix } = inject('testDatabase');
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(serverUrl, `create database "${name}" template "${template}"`);
      break;
    } catch (error) {
      // Two copies of one template at the same instant may collide; the next try succeeds.
      if (attempt >= 5 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * (attempt + 1)));
    }
  }
  const url = withDatabase(serverUrl, name);
  const handle = connectDatabase(url, 10);
  return { ...handle, url, name };
}

/** A database of this test file's own with nothing in it: no migration applied. */
export async function createEmptyDatabase(): Promise<TestDatabase> {
  const { serverUrl, prefix } = inject('testDatabase');
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  const url = withDatabase(serverUrl, name);
  return { ...connectDatabase(url, 10), url, name };
}

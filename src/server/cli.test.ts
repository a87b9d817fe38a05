import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { authUsers, platformAdmins } from './db/schema/auth';
import { sessionCookie, signIn, testConfig } from './testing/test-app';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

const run = promisify(execFile);
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function cli(...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', ...args], {
    env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'silent' },
  });
}

describe('npm run cli', () => {
  it('creates a platform administrator who can sign in and is told so by /me', async () => {
    const { stdout } = await cli(
      'create-platform-admin',
      '--email',
      'Root@Stint.Test',
      '--password',
      'platform-pass-1',
      '--name',
      'Pia Platform',
    );
    expect(stdout).toContain('Platform administrator root@stint.test created.');
    const [user] = await database.db
      .select()
      .from(authUsers)
      .where(eq(authUsers.email, 'root@stint.test'));
    expect(await database.db.$count(platformAdmins, eq(platformAdmins.userId, user!.id))).toBe(1);

    const { app } = await buildApp({ config: testConfig(), db: database.db });
    try {
      const cookie = sessionCookie(await signIn(app, 'root@stint.test', 'platform-pass-1'));
      const me = (
        await app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })
      ).json();
      expect(me).toMatchObject({
        isPlatformAdmin: true,
        roles: [],
        organization: null,
        fullName: 'Pia Platform',
      });
    } finally {
      await app.close();
    }
  });

  it('refuses bad arguments with the rule that was broken and creates nothing', async () => {
    const before = await database.db.$count(authUsers);
    await expect(
      cli('create-platform-admin', '--email', 'nope', '--password', 'short', '--name', 'P'),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('--password: Password must be at least 8 characters'),
    });
    expect(await database.db.$count(authUsers)).toBe(before);
  });

  it('migrates, and says which commands exist', async () => {
    expect((await cli('migrate')).stdout).toContain('Migrations applied.');
    await expect(cli('frobnicate')).rejects.toMatchObject({
      stderr: expect.stringContaining("Unknown command 'frobnicate'"),
    });
  });
});

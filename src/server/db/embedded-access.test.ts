import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded';
import {
  checkEmbeddedAccess,
  directoriesOnTheWay,
  EmbeddedAccessError,
  embeddedAccessSentence,
  firstNotEnterable,
  postgresUserIds,
} from './embedded-access';

const asRoot = process.getuid?.() === 0;
const repository = path.resolve(import.meta.dirname, '../../..');

let made: string[] = [];
afterEach(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
  made = [];
});

/** A fresh directory that only its owner can enter (mkdtemp makes it with mode 700). */
function privateDirectory(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stint-access-'));
  made.push(dir);
  return dir;
}

describe('the sentence', () => {
  it('names the directory and the three ways out, in one sentence', () => {
    const sentence = embeddedAccessSentence('/root', 'on the way to its data in /root/stint/data');
    expect(sentence).toBe(
      'Started as root, Stint runs its embedded PostgreSQL as the system user postgres, which ' +
        'cannot enter /root (on the way to its data in /root/stint/data): run Stint as a ' +
        'non-root user, make that directory enterable (chmod o+x /root), or set DATABASE_URL ' +
        'to use another PostgreSQL server.',
    );
  });

  it('names the variable the caller reads and quotes a directory the shell would split', () => {
    const error = new EmbeddedAccessError(
      "/home/ann's files",
      'where its data goes',
      'TEST_DATABASE_URL',
    );
    expect(error.message).toContain(`(chmod o+x '/home/ann'\\''s files')`);
    expect(error.message).toContain('set TEST_DATABASE_URL to use another PostgreSQL server.');
    expect(error.directory).toBe("/home/ann's files");
  });
});

describe('the directories on the way', () => {
  it('are every directory from / down, outermost first', () => {
    expect(directoriesOnTheWay('/no/such/dir')).toEqual(['/', '/no', '/no/such', '/no/such/dir']);
  });

  it('follow a symlink and keep the directories that hold it', () => {
    const base = privateDirectory();
    mkdirSync(path.join(base, 'real', 'data'), { recursive: true });
    mkdirSync(path.join(base, 'links'));
    symlinkSync(path.join(base, 'real', 'data'), path.join(base, 'links', 'data'));
    const ways = directoriesOnTheWay(path.join(base, 'links', 'data'));
    expect(ways.slice(-4)).toEqual([
      path.join(base, 'real'),
      path.join(base, 'real', 'data'),
      path.join(base, 'links'),
      path.join(base, 'links', 'data'),
    ]);
  });
});

describe.skipIf(asRoot)('not as root', () => {
  it('checks nothing: the server runs as us', async () => {
    await expect(checkEmbeddedAccess(privateDirectory())).resolves.toBeUndefined();
  });
});

describe.skipIf(!asRoot)('as root', () => {
  it('finds the first directory the postgres user cannot enter', () => {
    const ids = postgresUserIds()!;
    const base = privateDirectory();
    const data = path.join(base, 'a', 'b');
    mkdirSync(data, { recursive: true });
    expect(firstNotEnterable(directoriesOnTheWay(data), ids)).toBe(base);
    chmodSync(base, 0o711);
    expect(firstNotEnterable(directoriesOnTheWay(data), ids)).toBeUndefined();
  });

  it('does not count the supplementary groups the server is started without', (context) => {
    const ids = postgresUserIds()!;
    const extra = execFileSync('id', ['-G', 'postgres'], { encoding: 'utf8' })
      .trim()
      .split(' ')
      .map(Number)
      .find((gid) => gid !== ids.gid);
    if (extra === undefined) return context.skip('the postgres user has no supplementary group');
    const base = privateDirectory();
    chownSync(base, 0, extra);
    chmodSync(base, 0o710);
    // `runuser -u postgres` would get in through that group; the server would not.
    expect(firstNotEnterable([base], ids)).toBe(base);
  });

  it('refuses to start the server below a directory postgres cannot enter', async () => {
    const base = privateDirectory();
    const dir = path.join(base, 'data', 'pg');
    const start = startEmbeddedPostgres(dir);
    await expect(start).rejects.toBeInstanceOf(EmbeddedAccessError);
    await expect(start).rejects.toMatchObject({
      directory: base,
      message: expect.stringContaining(
        `cannot enter ${base} (on the way to its data in ${base}/data)`,
      ),
    });
  });

  it('says so when the postgres user cannot enter the directory the data goes in', async () => {
    const base = privateDirectory();
    await expect(checkEmbeddedAccess(base, 'TEST_DATABASE_URL')).rejects.toThrow(
      embeddedAccessSentence(base, 'where its data goes', 'TEST_DATABASE_URL'),
    );
  });

  it('creates the data directory owned by the postgres user', async () => {
    const base = privateDirectory();
    chmodSync(base, 0o755);
    const dir = path.join(base, 'data', 'pg');
    const server = await startEmbeddedPostgres(dir);
    await server.stop();
    expect(statSync(dir).uid).toBe(postgresUserIds()!.uid);
  });

  it('npm start says which directory is in the way, exits 1, and prints no stack', async () => {
    const base = privateDirectory();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: path.join(base, 'data'),
      PORT: '0',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'development',
    };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: repository,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise((resolve) => child.on('close', resolve));

    expect(code).toBe(1);
    expect(output.trim()).toBe(
      embeddedAccessSentence(base, `on the way to its data in ${path.join(base, 'data')}`),
    );
    expect(output).not.toMatch(/^ {4}at /m);
  });
});

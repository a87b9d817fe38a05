import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { exitUnlessEmbeddedAccessible } from '../../src/server/db/embedded-access';
import { SERVER_START_ARGS } from '../../src/server/start-args';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's embedded database, for journeys that check figures against it. */
    databaseUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

/** Builds the web app if needed and starts the real server on a fresh embedded database. */
export default async function setup(project: TestProject) {
  // As root the server's embedded PostgreSQL runs as the postgres system user: when it cannot
  // reach its data or programs, the server would exit early and this setup end in a stack.
  if (!process.env.DATABASE_URL) await exitUnlessEmbeddedAccessible(os.tmpdir(), 'DATABASE_URL');
  await run(process.execPath, ['--import', 'tsx', 'scripts/build-if-needed.ts']);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stint-e2e-'));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(process.execPath, SERVER_START_ARGS, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      // The demo organization: journeys sign in as its people and check its dashboards.
      DEMO_DATA: 'true',
      // Every journey signs in from 127.0.0.1: the production limit would refuse the suite.
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  await waitForHealth(baseUrl, server, () => log);
  project.provide('baseUrl', baseUrl);
  project.provide('databaseUrl', embeddedDatabaseUrl(dataDir));

  return async () => {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
}

function run(command: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`)),
    );
  });
}

export async function waitForHealth(baseUrl: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`Server exited early:\n${log()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Server did not become healthy:\n${log()}`);
}

function stop(server: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object'
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * The address of the server's embedded PostgreSQL: its port is line 4 of postmaster.pid, its
 * user, password and database are fixed (src/server/db/embedded.ts and open.ts).
 */
export function embeddedDatabaseUrl(dataDir: string): string {
  const pid = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  const port = Number(pid[3]);
  if (!Number.isInteger(port)) throw new Error(`No port in ${dataDir}/pg/postmaster.pid`);
  return `postgres://postgres:stint-embedded@127.0.0.1:${port}/stint`;
}

import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { SERVER_START_ARGS } from '../../src/server/start-args';

const root = path.resolve(import.meta.dirname, '../..');
const LOG_KEPT = 200_000;

export type Exit = { code: number | null; signal: NodeJS.Signals | null; at: number };

export type ServerProcess = {
  child: ChildProcess;
  exited: Promise<Exit>;
  /** What it printed (the last 200 kB). */
  log: () => string;
};

export type ServerSettings = {
  port: number;
  baseUrl: string;
  databaseUrl: string;
  dataDir: string;
};

/** Settings for the server processes of one bench run: one port, one data folder. */
export async function serverSettings(databaseUrl: string): Promise<ServerSettings> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stint-reliability-data-'));
  return { port, baseUrl: `http://127.0.0.1:${port}`, databaseUrl, dataDir };
}

export function removeDataDir(settings: ServerSettings) {
  rmSync(settings.dataDir, { recursive: true, force: true });
}

/**
 * The real server as a child process (as `npm start` runs it: SERVER_START_ARGS), in production
 * mode against the bench's Postgres, so SIGTERM and SIGKILL reach a real process. Resolves once
 * /api/health answers 200.
 */
export async function startServer(settings: ServerSettings): Promise<ServerProcess> {
  const nodeArgs = process.env.RELIABILITY_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, ...SERVER_START_ARGS], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(settings.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: settings.baseUrl,
      DATABASE_URL: settings.databaseUrl,
      DATA_DIR: settings.dataDir,
      AUTH_SECRET: 'reliability-bench-secret-0123456789abcdef',
      AUTH_RATE_LIMIT: '100000',
      LOG_LEVEL: process.env.RELIABILITY_LOG_LEVEL ?? 'warn',
      DEMO_DATA: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const file = createWriteStream(path.join(os.tmpdir(), `stint-reliability-server.log`), {
    flags: 'a',
  });
  file.write(`--- server started ${new Date().toISOString()}\n`);
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-LOG_KEPT);
    file.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => {
      file.end(`--- server exited: ${code ?? signal} ${new Date().toISOString()}\n`);
      resolve({ code, signal, at: performance.now() });
    }),
  );
  const server = { child, exited, log: () => log };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The server exited while starting:\n${log}`);
    try {
      const response = await fetch(`${settings.baseUrl}/api/health`);
      await response.text();
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not become healthy:\n${log}`);
}

export async function stopServer(server: ServerProcess): Promise<Exit> {
  if (server.child.exitCode === null && server.child.signalCode === null)
    server.child.kill('SIGTERM');
  return server.exited;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object'
          ? resolve(address.port)
          : reject(new Error('no free port')),
      );
    });
  });
}

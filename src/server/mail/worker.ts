import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema/mail';
import { mailContentOf } from './outbox';

const MAX_ATTEMPTS = 8;
const BATCH = 20;

export type MailWorker = { deliverDue: () => Promise<number>; stop: () => Promise<void> };

/**
 * Delivers due outbox mail over SMTP when smtpUrl is set, rendering it as it goes
 * (mailContentOf); otherwise marks it 'held' for the development mailbox. Retries with exponential back-off; rows are claimed with SKIP LOCKED so
 * several server instances can run workers side by side.
 */
export function startMailWorker(
  db: Database,
  options: {
    smtpUrl: string | undefined;
    from: string;
    /** PUBLIC_URL: where the links in mail lead. */
    publicUrl: string;
    logger: Pick<FastifyBaseLogger, 'warn'>;
    intervalMs?: number;
  },
): MailWorker {
  const transport: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : null;
  let running: Promise<number> | null = null;

  async function deliverBatch(): Promise<number> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(mailOutbox.createdAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return 0;
      if (!transport) {
        await tx
          .update(mailOutbox)
          .set({ status: 'held' })
          .where(
            inArray(
              mailOutbox.id,
              due.map((m) => m.id),
            ),
          );
        return due.length;
      }
      for (const message of due) {
        try {
          const { subject, text, html } = mailContentOf(message, options.publicUrl);
          await transport.sendMail({
            from: options.from,
            to: message.toAddress,
            subject,
            text,
            html,
          });
          await tx
            .update(mailOutbox)
            .set({ status: 'sent', sentAt: new Date(), attempts: message.attempts + 1 })
            .where(eq(mailOutbox.id, message.id));
        } catch (error) {
          const attempts = message.attempts + 1;
          const delaySeconds = Math.min(2 ** attempts * 5, 3600);
          options.logger.warn({ err: error, mailId: message.id, attempts }, 'mail delivery failed');
          await tx
            .update(mailOutbox)
            .set({
              attempts,
              lastError: error instanceof Error ? error.message : String(error),
              status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
              nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
            })
            .where(eq(mailOutbox.id, message.id));
        }
      }
      return due.length;
    });
  }

  async function deliverDue(): Promise<number> {
    // One delivery pass at a time per process; a caller joins the pass in flight.
    if (running) return running;
    running = (async () => {
      let total = 0;
      for (;;) {
        const count = await deliverBatch();
        total += count;
        if (count < BATCH) return total;
      }
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => {
    deliverDue().catch((error) => options.logger.warn({ err: error }, 'mail worker pass failed'));
  }, options.intervalMs ?? 2_000);
  timer.unref();

  return {
    deliverDue,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => 0);
      transport?.close();
    },
  };
}

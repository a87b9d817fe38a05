import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveEventMap, LiveEventType } from '../../shared/live-events';
import type { Database } from '../db/client';

/** The one Postgres channel every server process listens on. */
export const EVENTS_CHANNEL = 'stint_events';
// Postgres refuses NOTIFY payloads of 8000 bytes or more.
const MAX_PAYLOAD_BYTES = 7900;

/** An event for the open streams of one organization, or of one person in it. */
export type LiveEvent = {
  [K in LiveEventType]: {
    organizationId: string;
    /** Only this person's streams get it; unset means everyone of the organization. */
    userId?: string;
    type: K;
    data: LiveEventMap[K];
  };
}[LiveEventType];

// A statement takes whole callers' events until it holds at least this many NOTIFYs.
const BATCH_SIZE = 200;

/**
 * Events waiting for the NOTIFY statement in flight. Each NOTIFY statement is a transaction of
 * its own that Postgres serializes with every other notifying commit, so under load one
 * statement carries all the events that came in while the one before it ran.
 */
type Waiting = { payloads: string[]; sent: () => void };
type Outbox = { waiting: Waiting[]; sending: boolean };
const outboxes = new WeakMap<Database, Outbox>();

/**
 * Sends events to every server process through NOTIFY. Call it after the transaction that
 * caused them has committed, so a client that refetches sees the change. The change is already
 * saved by then: a lost event costs a live refresh, not the request, so failures are logged.
 * Resolves once its events have been sent (or failed).
 */
export function publish(
  db: Database,
  events: LiveEvent[],
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  const payloads = events
    .map((event) => JSON.stringify(event))
    .filter((payload) => {
      if (Buffer.byteLength(payload) < MAX_PAYLOAD_BYTES) return true;
      log.warn({ payload: payload.slice(0, 200) }, 'live event too large, not sent');
      return false;
    });
  if (payloads.length === 0) return Promise.resolve();
  let outbox = outboxes.get(db);
  if (!outbox) outboxes.set(db, (outbox = { waiting: [], sending: false }));
  const sent = new Promise<void>((resolve) => outbox.waiting.push({ payloads, sent: resolve }));
  if (!outbox.sending) void send(db, outbox, log);
  return sent;
}

async function send(db: Database, outbox: Outbox, log: Pick<FastifyBaseLogger, 'warn'>) {
  outbox.sending = true;
  while (outbox.waiting.length > 0) {
    const batch: Waiting[] = [];
    let size = 0;
    while (outbox.waiting.length > 0 && size < BATCH_SIZE) {
      const next = outbox.waiting.shift()!;
      batch.push(next);
      size += next.payloads.length;
    }
    const payloads = batch.flatMap((waiting) => waiting.payloads);
    try {
      await db.execute(
        sql`select ${sql.join(
          payloads.map((payload) => sql`pg_notify(${EVENTS_CHANNEL}, ${payload})`),
          sql`, `,
        )}`,
      );
    } catch (error) {
      log.warn({ err: error, events: payloads.length }, 'live events not sent');
    }
    for (const waiting of batch) waiting.sent();
  }
  outbox.sending = false;
}

/** The event a NOTIFY payload carries, or null when it is not one of ours. */
export function parseLiveEvent(payload: string): LiveEvent | null {
  try {
    const value = JSON.parse(payload) as Partial<LiveEvent> | null;
    if (
      !value ||
      typeof value.organizationId !== 'string' ||
      typeof value.type !== 'string' ||
      (value.userId !== undefined && typeof value.userId !== 'string') ||
      typeof value.data !== 'object'
    )
      return null;
    return value as LiveEvent;
  } catch {
    return null;
  }
}

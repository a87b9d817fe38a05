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

/**
 * Sends events to every server process through NOTIFY. Call it after the transaction that
 * caused them has committed, so a client that refetches sees the change. The change is already
 * saved by then: a lost event costs a live refresh, not the request, so failures are logged.
 */
export async function publish(
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
  if (payloads.length === 0) return;
  try {
    await db.execute(
      sql`select ${sql.join(
        payloads.map((payload) => sql`pg_notify(${EVENTS_CHANNEL}, ${payload})`),
        sql`, `,
      )}`,
    );
  } catch (error) {
    log.warn({ err: error }, 'live events not sent');
  }
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

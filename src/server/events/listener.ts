import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { EVENTS_CHANNEL, type LiveEvent, parseLiveEvent } from './bus';

export type EventListenerOptions = {
  /** How to reach the database: the pool's own settings will do. */
  connection: pg.ClientConfig;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  onEvent: (event: LiveEvent) => void;
  /** Called after the link came back: events sent while it was down are lost. */
  onReconnect: () => void;
  minDelayMs?: number;
  maxDelayMs?: number;
  /** How often an idle link is checked, so a silently dead one is noticed. */
  checkEveryMs?: number;
};

export type EventListener = { start: () => Promise<void>; stop: () => Promise<void> };

/**
 * The process's one LISTEN connection (a pooled connection cannot hold a LISTEN). When it
 * drops it comes back after a growing, jittered delay, and says so through onReconnect.
 */
export function createEventListener(options: EventListenerOptions): EventListener {
  const minDelay = options.minDelayMs ?? 250;
  // Short enough that live events resume within seconds of the database coming back; one
  // connection attempt every two seconds costs a database that is down nothing.
  const maxDelay = options.maxDelayMs ?? 2_000;
  let current: pg.Client | null = null;
  let stopped = false;
  let failures = 0;
  let connectedBefore = false;
  let retry: NodeJS.Timeout | undefined;
  let check: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    retry = undefined;
    if (stopped) return;
    const client = new pg.Client({ ...options.connection, keepAlive: true });
    current = client;
    client.on('error', (error) => dropped(client, error));
    client.on('end', () => dropped(client));
    client.on('notification', (message) => {
      if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
      const event = parseLiveEvent(message.payload);
      if (event) options.onEvent(event);
      else options.log.warn({ payload: message.payload.slice(0, 200) }, 'unreadable live event');
    });
    try {
      await client.connect();
      await client.query(`listen ${EVENTS_CHANNEL}`);
    } catch (error) {
      dropped(client, error);
      return;
    }
    if (current !== client) return;
    failures = 0;
    if (connectedBefore) {
      options.log.info('live events listener reconnected');
      options.onReconnect();
    }
    connectedBefore = true;
  }

  function dropped(client: pg.Client, error?: unknown) {
    if (stopped || current !== client) return;
    current = null;
    client.removeAllListeners('notification');
    client.end().catch(() => {});
    const delay = Math.min(maxDelay, minDelay * 2 ** failures) * (0.75 + Math.random() / 2);
    failures += 1;
    options.log.warn(
      { err: error, retryInMs: Math.round(delay) },
      'live events listener lost its database connection',
    );
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
  }

  return {
    async start() {
      stopped = false;
      await connect();
      check = setInterval(() => {
        const client = current;
        if (client && connectedBefore)
          client.query('select 1').catch((error: unknown) => dropped(client, error));
      }, options.checkEveryMs ?? 30_000);
      check.unref();
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(check);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}

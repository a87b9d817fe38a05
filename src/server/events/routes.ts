import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { LIVE_EVENT_TYPES } from '../../shared/live-events';
import { tenantOf } from '../auth/context';
import { createHub } from './hub';
import { createEventListener } from './listener';

const HEARTBEAT_MS = 25_000;
const RETRY_MS = 3_000;
// A client that stops reading is dropped rather than buffered for without end; it reconnects.
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * GET /events: a Server-Sent Events stream per signed-in tab, for the caller's organization.
 * Events reach this process through its LISTEN connection (`pool`'s database), so every
 * server process sharing the database streams every event. Without a pool, nothing arrives.
 */
export const liveEventRoutes: FastifyPluginAsyncZod<{ pool?: pg.Pool }> = async (app, { pool }) => {
  const hub = createHub();
  const listener = pool
    ? createEventListener({
        connection: pool.options,
        log: app.log,
        onEvent: (event) => hub.dispatch(event),
        onReconnect: () => hub.broadcast('stream.resync', {}),
      })
    : null;
  app.addHook('onReady', async () => listener?.start());
  // Open streams would keep the HTTP server from closing: end them before it closes.
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => listener?.stop());

  app.get(
    '/events',
    {
      // Each event must leave when written: a compressor would hold it back.
      compress: false,
      schema: {
        tags: ['events'],
        summary: 'Live events of my organization (text/event-stream)',
        description: `Named events (${LIVE_EVENT_TYPES.join(', ')}) with JSON data; a comment every 25 s keeps the connection open.`,
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const ctx = tenantOf(request);
      const stream = new PassThrough();
      const write = (chunk: string) => {
        if (stream.writableLength > MAX_BUFFERED_BYTES) stream.destroy();
        else if (!stream.destroyed && !stream.writableEnded) stream.write(chunk);
      };
      const unsubscribe = hub.subscribe({
        organizationId: ctx.organizationId,
        userId: ctx.actorId,
        send: (type, data) => write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`),
        close: () => stream.end(),
      });
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      stream.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
      });
      // Something to send at once, so the client sees the stream open.
      write(`retry: ${RETRY_MS}\n: connected\n\n`);
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );
};

import type { FastifyInstance } from 'fastify';

const LOGGING_INFO = new Set(['info', 'debug', 'trace']);
const LOGGING_DEBUG = new Set(['debug', 'trace']);

/**
 * One log line a request once it is answered ("request completed", at info): its method,
 * address, status, milliseconds and the caller's address, under the request's id. Fastify's own
 * request logging (turned off by disableRequestLogging) wrote "incoming request" as well, so two
 * lines a request: each costs the server some 15 µs of CPU written to /dev/null, more to a pipe.
 * "incoming request" is still written at debug, for a request that never finishes.
 */
export function logAnswers(app: FastifyInstance) {
  if (LOGGING_DEBUG.has(app.log.level))
    app.addHook('onRequest', (request, _reply, done) => {
      request.log.debug({ method: request.method, url: request.url }, 'incoming request');
      done();
    });
  if (LOGGING_INFO.has(app.log.level))
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        {
          method: request.method,
          url: request.url,
          statusCode: reply.statusCode,
          responseTime: reply.elapsedTime,
          remoteAddress: request.ip,
        },
        'request completed',
      );
      done();
    });
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PROBLEM_TYPE, toProblem } from './errors';

const NOT_BUILT =
  '<!doctype html><title>Stint</title><h1>Stint</h1><p>The web app is not built yet: run <code>npm run build</code>.</p>';

/**
 * The built single-page app from `webRoot`: its files by their paths, and its index.html for
 * `/` and any other GET that is not an API call or a file, so every page loads by its address.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string) {
  const hasBuild = existsSync(path.join(webRoot, 'index.html'));
  const assetsDir = path.join(webRoot, 'assets') + path.sep;
  const sendApp = (reply: FastifyReply) => {
    // index.html names its scripts by content hash: a cached copy would ask for old ones.
    reply.header('cache-control', 'no-cache').type('text/html');
    return hasBuild ? reply.sendFile('index.html') : reply.send(NOT_BUILT);
  };
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      // The build's .br and .gz beside each file, as the browser accepts them.
      preCompressed: true,
      cacheControl: false,
      // Files under assets/ are named by their content's hash: a browser keeps them for a
      // year and never asks again. Anything else may change under its name.
      setHeaders: (reply, filePath) =>
        reply.header(
          'cache-control',
          filePath.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    });
  }
  // A route of its own: the static files' catch-all took `/` for a directory it may not list
  // and answered 403.
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendApp(reply));
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isPage =
      request.method === 'GET' &&
      pathname !== '/api' &&
      !pathname.startsWith('/api/') &&
      !path.extname(pathname);
    if (!isPage) {
      return reply.status(404).type(PROBLEM_TYPE).send(toProblem('not_found', 'Not found'));
    }
    return sendApp(reply);
  });
}

import { buildApp } from './app';
import { connectDatabase } from './db/client';
import { testConfig } from './testing/test-app';

/**
 * The OpenAPI document of the whole API, built from the routes' schemas without a database:
 * the pool is created but never connected, since building the routes runs no query.
 */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const handle = connectDatabase('postgres://stint@127.0.0.1:1/unused');
  const { app } = await buildApp({ config: testConfig(), db: handle.db });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    await handle.close();
  }
}

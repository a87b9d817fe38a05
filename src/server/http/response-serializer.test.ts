import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from './response-serializer';

const person = z.object({ id: z.string(), name: z.string(), hours: z.number().nullable() });

/** A Fastify app whose one route answers `answer` under the `person` schema. */
async function appAnswering(checked: boolean, answer: unknown) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(checked));
  app.get('/person', { schema: { response: { 200: person } } }, async () => answer as never);
  await app.ready();
  return app;
}

describe('responseSerializer', () => {
  it('sends the answer as the route made it when it is exactly what the schema sends', async () => {
    // Keys in the route's order, not the schema's: the bytes are JSON.stringify's.
    const answer = { name: 'Ada', id: 'p1', hours: null };
    for (const checked of [true, false]) {
      const app = await appAnswering(checked, answer);
      const response = await app.inject({ method: 'GET', url: '/person' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(JSON.stringify(answer));
      await app.close();
    }
  });

  it('checked, refuses a field the schema does not name, or a value it does not take', async () => {
    for (const answer of [
      { id: 'p1', name: 'Ada', hours: 2, passwordHash: 'x' },
      { id: 'p1', name: 'Ada', hours: '2' },
      { id: 'p1', name: 'Ada' },
    ]) {
      const app = await appAnswering(true, answer);
      const response = await app.inject({ method: 'GET', url: '/person' });
      expect(response.statusCode, JSON.stringify(answer)).toBe(500);
      expect(response.body).not.toContain('passwordHash');
      await app.close();
    }
  });

  it('unchecked (production), sends what the route made without looking: the tests are the check', async () => {
    const app = await appAnswering(false, { id: 'p1', name: 'Ada', hours: 2, extra: true });
    const response = await app.inject({ method: 'GET', url: '/person' });
    expect(response.json()).toEqual({ id: 'p1', name: 'Ada', hours: 2, extra: true });
    await app.close();
  });
});

import { AssertionError, deepStrictEqual } from 'node:assert';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError, type serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ZodResponse = Parameters<typeof serializerCompiler>[0]['schema'];

/**
 * How a route's answer becomes JSON (decision record 0007).
 *
 * Checked (development and tests): the response schema encodes the value, as
 * fastify-type-provider-zod does, refusing one that does not match; and the value must already
 * be exactly what the schema lets through. A field the schema does not name, a default it would
 * fill in, or a value it would change fails the request instead of being quietly fixed, so
 * what a test sees is what production sends.
 *
 * Unchecked (production): JSON.stringify of the value as the route made it. Encoding with zod
 * cost as much as the rest of a large answer: the 500-person heat map took 168 ms to
 * serialize that way and 25 ms this way.
 */
export function responseSerializer(checked: boolean): FastifySerializerCompiler<ZodResponse> {
  if (!checked) return () => (data) => JSON.stringify(data);
  return ({ schema, method, url }) => {
    const zod = resolveSchema(schema);
    return (data) => {
      const encoded = z.safeEncode(zod, data);
      if (encoded.error)
        throw new ResponseSerializationError(method, url, { cause: encoded.error });
      const sent = JSON.stringify(data);
      try {
        deepStrictEqual(JSON.parse(sent), JSON.parse(JSON.stringify(encoded.data)));
      } catch (error) {
        if (!(error instanceof AssertionError)) throw error;
        throw new Error(`${method} ${url}: the answer is not exactly what its schema sends`, {
          cause: error,
        });
      }
      return sent;
    };
  };
}

/** A route's response schema as fastify-type-provider-zod accepts it: a zod type, or one wrapped. */
function resolveSchema(schema: ZodResponse): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  const wrapped = (schema as { properties?: unknown }).properties;
  if (wrapped instanceof z.ZodType) return wrapped;
  throw new Error(`not a zod response schema: ${JSON.stringify(schema)}`);
}

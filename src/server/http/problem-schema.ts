import { z } from 'zod';

/** RFC 9457 problem details, as documented in the OpenAPI. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** A route's problem+json answers by status: `response: { 200: x, ...problemResponses(401, 403) }`. */
export function problemResponses<const Codes extends readonly number[]>(
  ...codes: Codes
): { [Code in Codes[number]]: typeof problemSchema } {
  return Object.fromEntries(codes.map((code) => [code, problemSchema])) as {
    [Code in Codes[number]]: typeof problemSchema;
  };
}

import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

export const NUL_REFUSED = 'Text cannot contain the NUL character (U+0000)';

/** The path of the first string in `value` holding a NUL character, or null. */
function pathOfNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = pathOfNul(item, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * A preValidation hook: PostgreSQL text cannot hold U+0000, so a body or query value carrying
 * one is refused up front (400) instead of failing inside a transaction (500). Path values are
 * ids, which their schemas refuse anyway.
 */
export async function refuseNulCharacters(request: FastifyRequest) {
  for (const part of [request.body, request.query]) {
    const path = pathOfNul(part, '');
    if (path !== null)
      throw new AppError('validation', NUL_REFUSED, [{ path, message: NUL_REFUSED }]);
  }
}

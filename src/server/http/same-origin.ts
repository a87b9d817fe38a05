import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

export const CROSS_SITE_REFUSED =
  'Request refused: it must come from this site (same-origin Origin header required)';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * An onRequest hook against cross-site request forgery: a request that changes something must
 * say, in its Origin header (or, failing that, its Referer), that it comes from PUBLIC_URL.
 * Browsers send Origin on every such request and a page elsewhere cannot forge it.
 */
export function requireSameOrigin(publicUrl: string) {
  const trusted = new URL(publicUrl).origin;
  return async (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const source = origin !== undefined ? originOf(origin) : originOf(request.headers.referer);
    if (source !== trusted) throw new AppError('forbidden', CROSS_SITE_REFUSED);
  };
}

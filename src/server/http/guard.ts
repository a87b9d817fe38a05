import type { FastifyRequest } from 'fastify';
import { can, type Permission } from '../../shared/permissions';
import { tenantOf } from '../auth/context';
import type { TenantContext } from '../db/tenant';
import { AppError } from './errors';

export const PERMISSION_DENIED = 'You do not have permission to do this';
export const PLATFORM_ADMIN_REQUIRED = 'Access denied. Platform admin role required.';

/** The caller's tenant context, refused with 403 unless one of their roles grants `permission`. */
export function requirePermission(request: FastifyRequest, permission: Permission): TenantContext {
  request.routeOptions.config.permissions?.add(permission);
  const ctx = tenantOf(request);
  if (!can(ctx.roles, permission)) throw new AppError('forbidden', PERMISSION_DENIED);
  return ctx;
}

/** The signed-in platform administrator's user id; anyone else is refused (SPEC.md section 6). */
export function requirePlatformAdmin(request: FastifyRequest): string {
  const account = request.account;
  if (!account) throw new AppError('unauthenticated', 'Not authenticated');
  if (!account.isPlatformAdmin) throw new AppError('forbidden', PLATFORM_ADMIN_REQUIRED);
  return account.userId;
}

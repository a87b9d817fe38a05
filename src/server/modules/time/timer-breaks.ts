import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ALREADY_ON_BREAK,
  type breakStartSchema,
  NO_TIMER,
  NOT_ON_BREAK,
  type Session,
} from '../../../shared/schemas/time';
import type { Database, Transaction } from '../../db/client';
import { breakSessions } from '../../db/schema/time';
import { type TenantContext, withTenant } from '../../db/tenant';
import { AppError } from '../../http/errors';
import { auditCreate, auditUpdate } from '../audit/change';
import { findOpenBreak } from './breaks';
import { findRunningSession } from './checks';
import { type Clock, endAfter } from './clock';
import { readSession, type SessionRow } from './read';

// A break in the running timer, and the timer's resuming after it; starting and stopping the
// timer itself are in timer.ts.

type BreakStart = z.output<typeof breakStartSchema>;

/** Opens a break in the running session (unpaid unless told otherwise). */
export function startBreak(
  db: Database,
  ctx: TenantContext,
  input: BreakStart,
  clock: Clock,
): Promise<Session> {
  return withTenant(db, ctx, async (tx) => {
    const running = await requireRunning(tx, ctx);
    if (await findOpenBreak(tx, ctx, running.id)) throw new AppError('conflict', ALREADY_ON_BREAK);
    const values = { timeSessionId: running.id, breakType: input.breakType, startTime: clock() };
    const [row] = await tx
      .insert(breakSessions)
      .values({ organizationId: ctx.organizationId, ...values })
      .returning({ id: breakSessions.id });
    await auditCreate(tx, ctx, {
      entityType: 'break_session',
      entityId: row!.id,
      newValues: values,
    });
    return readSession(tx, ctx, running.id);
  });
}

/** Ends the running session's open break. */
export function resumeTimer(db: Database, ctx: TenantContext, clock: Clock): Promise<Session> {
  return withTenant(db, ctx, async (tx) => {
    const running = await requireRunning(tx, ctx);
    const open = await findOpenBreak(tx, ctx, running.id);
    if (!open) throw new AppError('conflict', NOT_ON_BREAK);
    const endTime = endAfter(open.startTime, clock());
    await tx
      .update(breakSessions)
      .set({ endTime })
      .where(
        and(eq(breakSessions.id, open.id), eq(breakSessions.organizationId, ctx.organizationId)),
      );
    await auditUpdate(tx, ctx, {
      entityType: 'break_session',
      entityId: open.id,
      oldValues: { endTime: null },
      newValues: { endTime },
    });
    return readSession(tx, ctx, running.id);
  });
}

async function requireRunning(tx: Transaction, ctx: TenantContext): Promise<SessionRow> {
  const running = await findRunningSession(tx, ctx);
  if (!running) throw new AppError('conflict', NO_TIMER);
  return running;
}

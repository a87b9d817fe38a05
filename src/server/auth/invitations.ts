import { randomBytes } from 'node:crypto';
import type { Executor } from '../db/client';
import { authVerifications } from '../db/schema/auth';

const INVITATION_DAYS = 7;

/**
 * A set-password token for a person an administrator added, redeemed by better-auth's own
 * POST /api/auth/reset-password. It is stored the way better-auth stores reset tokens
 * ('reset-password:<token>' -> user id), so the invitation joins the caller's transaction.
 */
export async function createSetPasswordToken(
  tx: Executor,
  userId: string,
  validForMs = INVITATION_DAYS * 86_400_000,
): Promise<string> {
  const token = randomBytes(18).toString('base64url');
  await tx.insert(authVerifications).values({
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + validForMs),
  });
  return token;
}

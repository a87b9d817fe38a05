import { randomBytes } from 'node:crypto';
import type { Executor } from '../db/client';
import { insertByColumns } from '../db/insert-by-columns';
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
  const token = newSetPasswordToken();
  await insertSetPasswordTokens(tx, [{ id: userId, token }], validForMs);
  return token;
}

export const newSetPasswordToken = () => randomBytes(18).toString('base64url');

/** Stores tokens (made by newSetPasswordToken) for these people in one statement. */
export async function insertSetPasswordTokens(
  tx: Executor,
  people: readonly { id: string; token: string }[],
  validForMs = INVITATION_DAYS * 86_400_000,
): Promise<void> {
  const expiresAt = new Date(Date.now() + validForMs);
  await insertByColumns(
    tx,
    authVerifications,
    people.map(({ id, token }) => ({
      identifier: `reset-password:${token}`,
      value: id,
      expiresAt,
    })),
  );
}

import { hashPassword } from 'better-auth/crypto';
import type { Executor } from '../db/client';
import { authAccounts, authUsers } from '../db/schema/auth';

/**
 * A sign-in (auth user + credential account) made by the server itself: the CLI, the demo data,
 * an administrator adding a person. Returns the new user id. Pass a transaction to join it.
 */
export async function createCredentialUser(
  db: Executor,
  input: { email: string; name: string; password: string },
): Promise<string> {
  const email = input.email.trim().toLowerCase();
  const [user] = await db
    .insert(authUsers)
    .values({ email, name: input.name.trim(), emailVerified: false })
    .returning({ id: authUsers.id });
  if (!user) throw new Error('User was not created');
  await db.insert(authAccounts).values({
    userId: user.id,
    accountId: user.id,
    providerId: 'credential',
    password: await hashPassword(input.password),
  });
  return user.id;
}

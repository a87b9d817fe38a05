import { hashPassword } from 'better-auth/crypto';
import type { Executor } from '../db/client';
import { authAccounts, authUsers } from '../db/schema/auth';

/**
 * A sign-in made by the server itself: the CLI, the demo data, an administrator adding a
 * person. Without a password the person cannot sign in until they set one through an
 * invitation link (better-auth's reset creates the credential then). Returns the user id.
 */
export async function createAuthUser(
  db: Executor,
  input: { email: string; name: string; password?: string },
): Promise<string> {
  const email = input.email.trim().toLowerCase();
  const [user] = await db
    .insert(authUsers)
    .values({ email, name: input.name.trim(), emailVerified: false })
    .returning({ id: authUsers.id });
  if (!user) throw new Error('User was not created');
  if (input.password) {
    await db.insert(authAccounts).values({
      userId: user.id,
      accountId: user.id,
      providerId: 'credential',
      password: await hashPassword(input.password),
    });
  }
  return user.id;
}

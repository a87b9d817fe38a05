import { AsyncLocalStorage } from 'node:async_hooks';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PASSWORD_MAX, PASSWORD_MIN, signUpSchema } from '../../shared/schemas/auth';
import type { Config } from '../config';
import type { Database, Executor, Transaction } from '../db/client';
import {
  authAccounts,
  authRateLimits,
  authSessions,
  authUsers,
  authVerifications,
} from '../db/schema/auth';
import { withoutParams } from '../http/errors-plugin';
import { enqueueMail } from '../mail/outbox';
import type { AuditEntry } from '../modules/audit/service';
import { refusalOf, unsafeFindAccount } from './account';

export type Auth = ReturnType<typeof createAuth>;

/** What a sign-up asks of the organizations module: the new account's organization. */
export type SignUpOrganization = {
  userId: string;
  email: string;
  fullName: string;
  organizationName: string;
  loginUrl: string;
  ip: string | null;
  userAgent: string | null;
};

/**
 * What better-auth's hooks call in the modules, handed in by app.ts so that auth imports no
 * module that imports auth back.
 */
export type AuthServices = {
  /** The organization, profile and admin role of a new account, in sign-up's transaction. */
  createOrganization: (tx: Transaction, input: SignUpOrganization) => Promise<unknown>;
  writeAudit: (executor: Executor, entry: AuditEntry) => Promise<void>;
};

const RESET_TOKEN_SECONDS = 60 * 60;

/** better-auth endpoints Stint does not serve (answered 404 by its router). */
export const UNUSED_AUTH_PATHS = [
  '/sign-in/social',
  '/callback/:id',
  '/verify-password',
  '/verify-email',
  '/send-verification-email',
  '/change-email',
  '/update-session',
  '/update-user',
  '/delete-user',
  '/delete-user/callback',
  '/reset-password/:token',
  '/list-sessions',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/link-social',
  '/list-accounts',
  '/unlink-account',
  '/refresh-token',
  '/get-access-token',
  '/account-info',
];

function clientOf(request: Request | undefined) {
  const forwarded = request?.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return { ip: forwarded || null, userAgent: request?.headers.get('user-agent') ?? null };
}

/**
 * better-auth over our Drizzle tables. Sign-up also creates the organization, the profile and
 * the admin role inside better-auth's own transaction, so either all of it exists or none.
 */
export function createAuth(
  db: Database,
  config: Config,
  log: FastifyBaseLogger,
  { createOrganization, writeAudit }: AuthServices,
) {
  // better-auth opens the sign-up transaction through db.transaction; we keep that transaction
  // at hand so our rows join it.
  const currentTx = new AsyncLocalStorage<Transaction>();
  const authDb = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'transaction') {
        return (work: (tx: Transaction) => Promise<unknown>, txConfig?: unknown) =>
          target.transaction((tx) => currentTx.run(tx, () => work(tx)), txConfig as never);
      }
      return Reflect.get(target, prop, receiver);
    },
  });

  const signInLimit = { window: 60, max: config.authRateLimit };

  return betterAuth({
    appName: 'Stint',
    // better-auth's own messages go to the server log, not the console, and a failed query's
    // parameters (session tokens among them) never do.
    logger: {
      log: (level, message, ...args) =>
        log[level]({ args: args.map((arg) => withoutParams(arg)) }, message),
    },
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    // Only what the web app uses is served: the rest would go round the users module (update-user
    // renamed a person with no limit and no audit row) or does not apply (social sign-in, email
    // verification). The server still calls getSession itself; the router is what these close.
    disabledPaths: UNUSED_AUTH_PATHS,
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    // Unexpected failures reach Fastify's error handler (logged, 500 or 503 problem+json).
    onAPIError: { throw: true },
    database: drizzleAdapter(authDb, {
      provider: 'pg',
      transaction: true,
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
        rateLimit: authRateLimits,
      },
    }),
    advanced: {
      database: { generateId: 'uuid' },
      cookiePrefix: 'stint',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': signInLimit,
        '/request-password-reset': signInLimit,
        '/reset-password': signInLimit,
        '/sign-up/email': signInLimit,
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      // The spec sends a new account to the sign-in page rather than signing it in.
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      async sendResetPassword({ user, token }) {
        await enqueueMail(db, 'password_reset', user.email, {
          fullName: user.name,
          resetUrl: `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
        });
      },
      async onPasswordReset({ user }, request) {
        const account = await unsafeFindAccount(db, { userId: user.id });
        await writeAudit(db, {
          organizationId: account?.organization?.id ?? null,
          userId: user.id,
          entityType: 'auth',
          entityId: user.id,
          action: 'PASSWORD_RESET',
          newValues: { email: user.email },
          ...clientOf(request),
        });
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-up/email') return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const parsed = signUpSchema.safeParse({
          fullName: body.name,
          organizationName: body.organizationName,
          email: body.email,
          password: body.password,
        });
        if (!parsed.success) {
          throw new APIError('BAD_REQUEST', {
            message: parsed.error.issues[0]?.message,
            code: 'VALIDATION_ERROR',
          });
        }
        // Refused plainly: Stint's sign-up is not an enumeration-hardened form (sign-in is).
        const [existing] = await db
          .select({ id: authUsers.id })
          .from(authUsers)
          .where(eq(authUsers.email, parsed.data.email.toLowerCase()));
        if (existing) {
          throw new APIError('UNPROCESSABLE_ENTITY', {
            message: 'User already exists. Use another email.',
            code: 'USER_ALREADY_EXISTS',
          });
        }
      }),
    },
    databaseHooks: {
      account: {
        create: {
          // Runs inside the sign-up transaction, after the user row and before its password.
          async before(account, ctx) {
            if (ctx?.path !== '/sign-up/email') return;
            const tx = currentTx.getStore();
            if (!tx) throw new Error('Sign-up must run inside a transaction');
            const body = ctx.body as { name: string; email: string; organizationName: string };
            await createOrganization(tx, {
              userId: account.userId,
              email: body.email.trim().toLowerCase(),
              fullName: body.name.trim(),
              organizationName: body.organizationName.trim(),
              loginUrl: `${config.publicUrl}/login`,
              ...clientOf(ctx.request),
            });
          },
        },
      },
      session: {
        create: {
          // The password was right; a deactivated person or a suspended organization is still refused.
          async before(session) {
            const account = await unsafeFindAccount(db, { userId: session.userId });
            const refusal = account ? refusalOf(account) : null;
            if (refusal)
              throw new APIError('FORBIDDEN', { message: refusal, code: 'ACCOUNT_REFUSED' });
          },
        },
      },
    },
  });
}

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Stint <no-reply@stint.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_DATA: booleanFlag.default(true),
  PRODUCT_DOMAIN: z.string().min(3).default('stint.app'),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Unset means: run the embedded PostgreSQL server under dataDir/pg. */
  databaseUrl: string | undefined;
  publicUrl: string;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  loadDemoData: boolean;
  productDomain: string;
  /** Sign-in and reset attempts allowed per IP per minute. */
  authRateLimit: number;
};

/** Parses the environment once, at start; nothing else reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const isEmbedded = !e.DATABASE_URL;
  const port = e.PORT;
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
    throw new Error(
      'Invalid environment:\n  AUTH_SECRET: required in production (32 characters or more)',
    );
  }
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST ?? (isEmbedded ? '127.0.0.1' : '0.0.0.0'),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    authSecret: e.AUTH_SECRET ?? readOrCreateDevSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    loadDemoData: e.DEMO_DATA,
    productDomain: e.PRODUCT_DOMAIN,
    authRateLimit: e.AUTH_RATE_LIMIT,
  };
}

/** Outside production a secret is made once and kept in the data directory. */
function readOrCreateDevSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

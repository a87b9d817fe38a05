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
  AI_API_URL: z.string().url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
});

/** The AI copilot's language model: an OpenAI-compatible chat completions endpoint. */
export type AiConfig = { url: string; apiKey: string; model: string; timeoutMs: number };

const AI_VARIABLES = ['AI_API_URL', 'AI_API_KEY', 'AI_MODEL'] as const;

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
  /** Unset: the copilot's built-in analyst writes every answer. */
  ai?: AiConfig;
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
  const missing = AI_VARIABLES.filter((name) => !e[name]);
  if (missing.length > 0 && missing.length < AI_VARIABLES.length) {
    throw new Error(
      `Invalid environment:\n  ${missing.join(', ')}: required with ${AI_VARIABLES.filter((name) => e[name]).join(', ')} (the copilot's model needs all three)`,
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
    ai:
      e.AI_API_URL && e.AI_API_KEY && e.AI_MODEL
        ? { url: e.AI_API_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL, timeoutMs: e.AI_TIMEOUT_MS }
        : undefined,
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

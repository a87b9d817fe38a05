import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { emailSchema, passwordSchema, personNameSchema } from '../shared/schemas/auth';
import { createAuthUser } from './auth/users';
import { loadConfig } from './config';
import type { Database } from './db/client';
import { migrateDatabase } from './db/migrate';
import { openDatabase } from './db/open';
import { authUsers, platformAdmins } from './db/schema/auth';
import { seedDemo } from './demo/seed';

const USAGE = `Usage: npm run cli -- <command>

Commands:
  migrate                                              apply database migrations
  create-platform-admin --email E --password P --name N create a platform administrator
  seed-demo                                            load the demo organization

Reads DATABASE_URL and DATA_DIR like the server. On the embedded database, stop the server first.`;

/** A command checks its arguments first, then returns the work to do on the migrated database. */
type Command = (args: string[]) => (db: Database) => Promise<string>;

const commands: Record<string, Command> = {
  migrate: () => async () => 'Migrations applied.',

  'create-platform-admin': (args) => {
    const { values } = parseArgs({
      args,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
      },
    });
    const email = emailSchema.safeParse(values.email ?? '');
    const password = passwordSchema.safeParse(values.password ?? '');
    const name = personNameSchema.safeParse(values.name ?? '');
    if (!email.success || !password.success || !name.success) {
      const problems = [
        !email.success && `--email: ${email.error.issues[0]?.message}`,
        !password.success && `--password: ${password.error.issues[0]?.message}`,
        !name.success && `--name: ${name.error.issues[0]?.message}`,
      ];
      throw new Error(problems.filter(Boolean).join('\n'));
    }
    const lower = email.data.toLowerCase();
    return async (db) => {
      const [existing] = await db
        .select({ id: authUsers.id })
        .from(authUsers)
        .where(eq(authUsers.email, lower));
      if (existing) throw new Error(`A user with the email ${lower} already exists.`);
      await db.transaction(async (tx) => {
        const userId = await createAuthUser(tx, {
          email: lower,
          name: name.data,
          password: password.data,
        });
        await tx.insert(platformAdmins).values({ userId });
      });
      return `Platform administrator ${lower} created.`;
    };
  },

  'seed-demo': () => async (db) => {
    const result = await seedDemo(db);
    return result.created
      ? `Demo organization loaded with ${result.sessions} time sessions.`
      : 'The demo organization is already there.';
  },
};

async function main() {
  const [name, ...args] = process.argv.slice(2);
  if (!name || name === 'help' || name === '--help') {
    console.log(USAGE);
    return;
  }
  const command = commands[name];
  if (!command) throw new Error(`Unknown command '${name}'.\n\n${USAGE}`);
  const work = command(args);
  const database = await openDatabase(loadConfig());
  try {
    await migrateDatabase(database);
    console.log(await work(database.db));
  } finally {
    await database.shutdown();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

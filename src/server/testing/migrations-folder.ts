import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';

export type MigrationFile = { tag: string; sql: string; when?: number };

type JournalEntry = {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
};

/**
 * A migrations folder as drizzle-kit writes one (the files and meta/_journal.json): `base`'s
 * migrations when given, then `migrations`, each `when` a second after the one before unless
 * given. Removed once the test that asked for it has finished.
 */
export function migrationsFolder(migrations: readonly MigrationFile[], base?: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'stint-migrations-'));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  mkdirSync(path.join(folder, 'meta'));
  const entries: JournalEntry[] = [];
  if (base) {
    const journal = JSON.parse(readFileSync(path.join(base, 'meta/_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    };
    for (const entry of journal.entries) {
      copyFileSync(path.join(base, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
      entries.push(entry);
    }
  }
  for (const migration of migrations) {
    writeFileSync(path.join(folder, `${migration.tag}.sql`), migration.sql);
    entries.push({
      idx: entries.length,
      version: '7',
      when: migration.when ?? (entries.at(-1)?.when ?? 0) + 1000,
      tag: migration.tag,
      breakpoints: true,
    });
  }
  writeFileSync(
    path.join(folder, 'meta/_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  return folder;
}

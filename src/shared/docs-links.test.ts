import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getNavigationItems } from './navigation';
import { type Permission, PERMISSIONS } from './permissions';
import { ROLES } from './roles';

// README.md and docs/ must stand on their own in a clone of the repository: their links and
// paths lead to files that are in it, and docs/product.md keeps up with the router, the menu
// and the permissions table.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SKIPPED = new Set(['node_modules', '.git', 'dist', 'data', 'test-results', 'coverage']);

/** Markdown files under `dir` (relative to the root), as root-relative paths. */
function markdownFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : markdownFiles(relative);
    return entry.name.endsWith('.md') ? [relative] : [];
  });
}

const DOCS = ['README.md', 'bench/RESULTS.md', ...markdownFiles('docs')];
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const inRepository = (absolute: string) => {
  const relative = path.relative(ROOT, absolute);
  return relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
};

/** The text without fenced code blocks: what is in them is an example, not a link. */
function withoutCodeBlocks(markdown: string): string {
  let inFence = false;
  return markdown
    .split('\n')
    .filter((line) => {
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      else if (!inFence) return true;
      return false;
    })
    .join('\n');
}

const codeSpans = (markdown: string) =>
  [...withoutCodeBlocks(markdown).matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);

/** Targets of inline links, images and reference definitions. */
function linkTargets(markdown: string): string[] {
  const prose = withoutCodeBlocks(markdown).replace(/`[^`\n]*`/g, '');
  const inline = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)];
  const definitions = [...prose.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s.*)?$/gm)];
  return [...inline, ...definitions].map((match) => match[1]!);
}

/** The anchors GitHub gives a file's headings. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, heading] of withoutCodeBlocks(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = heading!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

describe('README.md and docs/ in a clone of the repository', () => {
  it('link only to files of the repository, and to headings those files have', () => {
    const broken: string[] = [];
    for (const doc of DOCS) {
      const text = read(doc);
      for (const target of linkTargets(text)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
        const [file = '', anchor] = target.split('#');
        const absolute = file ? path.resolve(ROOT, path.dirname(doc), decodeURI(file)) : null;
        const where = `${doc}: ${target}`;
        if (absolute && !inRepository(absolute)) broken.push(`${where} leaves the repository`);
        else if (absolute && !existsSync(absolute)) broken.push(`${where} does not exist`);
        else if (anchor && (!absolute || absolute.endsWith('.md'))) {
          const linked = absolute ? readFileSync(absolute, 'utf8') : text;
          if (!headingAnchors(linked).has(anchor)) broken.push(`${where} names no heading`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('name no place outside the repository', () => {
    const repositoryMarkdown = new Set(markdownFiles('.').map((file) => path.posix.basename(file)));
    const outside: string[] = [];
    for (const doc of DOCS) {
      const text = read(doc);
      for (const place of ['../shared', '/work/'])
        if (text.includes(place)) outside.push(`${doc}: ${place}`);
      // A Markdown file named in passing (DESIGN.md, bench/RESULTS.md) must be one of ours.
      const withoutUrls = text.replace(/[a-z][a-z0-9+.-]*:\/\/\S+/gi, '');
      for (const [name] of withoutUrls.matchAll(/[\w./-]*[\w-]\.md\b/g)) {
        const ours = (absolute: string) => inRepository(absolute) && existsSync(absolute);
        const known =
          ours(path.resolve(ROOT, path.dirname(doc), name)) ||
          ours(path.resolve(ROOT, name)) ||
          (!name.includes('/') && repositoryMarkdown.has(name));
        if (!known) outside.push(`${doc}: ${name}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it('give paths in code spans that exist', () => {
    const missing = DOCS.flatMap((doc) =>
      codeSpans(read(doc))
        .filter((span) => /^(?:\.\/)?(?:src|docs|e2e|bench|scripts|\.ci)\/[\w./-]*$/.test(span))
        .filter((span) => !existsSync(path.join(ROOT, span)))
        .map((span) => `${doc}: ${span}`),
    );
    expect(missing).toEqual([]);
  });
});

/** The app paths of src/web/router.tsx: its /dashboard children, and the routes around them. */
function routerPaths(): string[] {
  const source = read('src/web/router.tsx');
  const split = source.indexOf('export const routes');
  const pathsIn = (text: string) => [...text.matchAll(/\bpath:\s*'([^']+)'/g)].map((m) => m[1]!);
  const dashboard = pathsIn(source.slice(0, split)).map((p) => `/dashboard/${p}`);
  const top = pathsIn(source.slice(split))
    .filter((p) => p !== '*')
    .map((p) => (p.startsWith('/') ? p : `/${p}`));
  return [...new Set(['/', ...top, ...dashboard])];
}

describe('docs/product.md', () => {
  const product = read('docs/product.md');
  const named = new Set(codeSpans(product));

  it('names every route of the router and every menu item', () => {
    const routes = routerPaths();
    expect(routes).toContain('/dashboard');
    expect(routes).toContain('/dashboard/projects/:id');
    const viewers = [
      ...ROLES.map((role) => ({ roles: [role], isPlatformAdmin: false })),
      { roles: ROLES, isPlatformAdmin: false },
      { roles: [], isPlatformAdmin: true },
    ];
    const menu = new Set(viewers.flatMap((v) => getNavigationItems(v).map((item) => item.href)));
    expect([...menu].filter((href) => !routes.includes(href))).toEqual([]);
    expect([...routes, ...menu].filter((route) => !named.has(route))).toEqual([]);
  });

  it('has the roles table of src/shared/permissions.ts', () => {
    const rows = product.split('\n').filter((line) => line.startsWith('|'));
    const header = rows.find((line) => /^\|\s*permission\s*\|/.test(line));
    const cells = (line: string) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
    expect(cells(header ?? '').slice(1)).toEqual([...ROLES]);
    const table: Record<string, string[]> = {};
    for (const row of rows) {
      const [first = '', ...marks] = cells(row);
      const permission = /^`([a-z_]+\.[a-z_]+)`$/.exec(first)?.[1];
      if (permission) table[permission] = ROLES.filter((_, i) => marks[i] === '✓');
    }
    const expected = Object.fromEntries(
      (Object.keys(PERMISSIONS) as Permission[]).map((p) => [
        p,
        ROLES.filter((role) => (PERMISSIONS[p] as readonly string[]).includes(role)),
      ]),
    );
    expect(table).toEqual(expected);
  });
});

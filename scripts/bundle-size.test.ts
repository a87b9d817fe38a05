import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { initialJavaScriptByRoute, isOverBudget } from './bundle-size';

// A fake build: one chunk per module of src/web, each of its own size, each importing a shared
// chunk, as the Vite manifest lists them.
const dist = mkdtempSync(path.join(tmpdir(), 'bundle-size-'));
const web = path.resolve(import.meta.dirname, '../src/web');
const kb = new Map<string, number>();
function chunk(name: string, bytes: number, imports: string[] = []) {
  const file = `assets/${name.replaceAll('/', '-')}.js`;
  const content = randomBytes(bytes);
  writeFileSync(path.join(dist, file), content);
  kb.set(name, gzipSync(content).length / 1024);
  return { file, imports };
}
mkdirSync(path.join(dist, 'assets'));
mkdirSync(path.join(dist, '.vite'));
const manifest: Record<string, { file: string; imports?: string[] }> = {
  _shared: chunk('shared', 3000),
  'index.html': chunk('index.html', 9000, ['_shared']),
};
const modules = readdirSync(web, { recursive: true, encoding: 'utf8' }).filter((m) =>
  /\.tsx?$/.test(m),
);
for (const [i, module] of modules.entries())
  manifest[module] = chunk(module, 1000 + 10 * i, ['_shared']);
writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));

const sum = (...names: string[]) => names.reduce((total, name) => total + kb.get(name)!, 0);

describe('the initial JavaScript of each page', () => {
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const sizes = initialJavaScriptByRoute(dist);
  const of = (route: string) => sizes.find((size) => size.route === route)?.kb;

  it('counts the entry, the page and what they import, each chunk once', () => {
    expect(of('/login')).toBeCloseTo(sum('index.html', 'shared', 'features/auth/login-page.tsx'));
  });

  it('counts the layouts and the early reads a signed-in page loads with it', () => {
    expect(of('/dashboard/customers')).toBeCloseTo(
      sum(
        'index.html',
        'shared',
        'app/session-root.tsx',
        'features/shell/app-shell.tsx',
        'features/customers/customers-page.tsx',
        'preload-page-data.ts',
      ),
    );
  });

  it('lists every page by its address pattern', () => {
    expect(sizes.map((size) => size.route)).toContain('/dashboard/projects/:id');
    expect(sizes.map((size) => size.route)).not.toContain('/*');
  });
});

describe('the budgets', () => {
  it('hold / and /login to 130 KB and every other page under 200 KB', () => {
    expect(isOverBudget({ route: '/', kb: 130 })).toBe(false);
    expect(isOverBudget({ route: '/login', kb: 130.1 })).toBe(true);
    expect(isOverBudget({ route: '/signup', kb: 199.9 })).toBe(false);
    expect(isOverBudget({ route: '/dashboard', kb: 200 })).toBe(true);
  });
});

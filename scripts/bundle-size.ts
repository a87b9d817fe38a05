// `npm run build` ends here: prints the JavaScript a first visit to / and to /login downloads
// (gzipped), from the Vite manifest of the build, and fails when either is over budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 200;
export const FIRST_PAGES = {
  '/': 'features/landing/landing-page.tsx',
  '/login': 'features/auth/login-page.tsx',
} as const;

const dist = path.resolve(import.meta.dirname, '../dist/web');

type Chunk = { file: string; imports?: string[] };

/** Gzipped KB of the JavaScript a first visit to each page loads: entry, page and their imports. */
export function initialJavaScriptKb(): Record<keyof typeof FIRST_PAGES, number> {
  const manifest = JSON.parse(
    readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, Chunk>;
  const withStaticImports = (key: string, files: Set<string>): Set<string> => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk ${key} in the Vite manifest`);
    if (files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) withStaticImports(imported, files);
    return files;
  };
  const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;
  const sizes = {} as Record<keyof typeof FIRST_PAGES, number>;
  for (const [route, page] of Object.entries(FIRST_PAGES) as [keyof typeof FIRST_PAGES, string][]) {
    const files = withStaticImports(page, withStaticImports('index.html', new Set()));
    sizes[route] = [...files]
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gzipKb(f), 0);
  }
  return sizes;
}

if (process.argv[1] === import.meta.filename) {
  const sizes = initialJavaScriptKb();
  for (const [route, kb] of Object.entries(sizes))
    console.log(
      `Initial JavaScript for ${route}: ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`,
    );
  if (Object.values(sizes).some((kb) => kb > BUDGET_KB)) process.exit(1);
}

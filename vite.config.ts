import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  root: 'src/web',
  plugins: [
    react(),
    tailwindcss(),
    // Each script and style sheet also as .br and .gz beside it, served as they are
    // (src/server/http/web-app.ts): no compression work per request, and the best brotli level.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
  ],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    manifest: true,
    // Every browser Stint supports preloads modules itself (modulepreload): no polyfill in the
    // entry chunk that every first visit downloads.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Building a zod schema (`z.object(...)`, `z.string().min(...)`) has no side effect (no
      // shared schema registers itself anywhere), so a schema no page uses is dropped: a page that
      // imports only a constant from a schema module does not download zod for it. The same
      // holds for the paged lists' query and answer builders (shared/schemas/paging.ts).
      treeshake: { manualPureFunctions: ['z', 'pageQuery', 'pageOf', 'choiceQuery'] },
      output: {
        codeSplitting: {
          // What every page runs first, in one file rather than five: a little less to download
          // on a first visit (scripts/bundle-size.ts), and it stays cached across releases.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|clsx|tailwind-merge|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs))[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});

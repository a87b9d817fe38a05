// @ts-check
import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Keeps the layers apart: shared imports nothing; web and server never import each other. */
const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message }] }],
  },
});

const SRC = path.join(import.meta.dirname, 'src');
const FEATURES = path.join(SRC, 'web', 'features');

/** The feature folder a file or import lies in (`src/web/features/<name>/…`), else null. */
function featureOf(file) {
  const relative = path.relative(FEATURES, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [name, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? name : null;
}

/**
 * Features do not import each other (STYLE.md): pages compose them, and what two features share
 * lives in components, lib or hooks. Follows `@/` and relative paths, static and dynamic imports.
 */
const featureBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const own = featureOf(context.filename);
    if (!own) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string') return;
      const spec = source.value;
      const target = spec.startsWith('@/')
        ? path.join(SRC, spec.slice(2))
        : spec.startsWith('.')
          ? path.resolve(path.dirname(context.filename), spec)
          : null;
      const other = target && featureOf(target);
      if (other && other !== own)
        context.report({
          node: source,
          message: `Feature '${own}' imports feature '${other}': move what both need to components, lib or hooks, or compose them in a page.`,
        });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'test-results/**',
      'coverage/**',
      'src/server/db/migrations/**',
      'src/web/lib/api-types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  layer(
    ['src/shared/**'],
    ['**/server/**', '**/web/**'],
    'shared imports nothing from server or web',
  ),
  layer(['src/web/**'], ['**/server/**'], 'web never imports server'),
  {
    files: ['src/web/features/**/*.{ts,tsx}'],
    plugins: { stint: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'stint/feature-boundaries': 'error' },
  },
  layer(['src/server/**'], ['**/web/**'], 'server never imports web'),
  prettier,
);

// @ts-check
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
  layer(['src/server/**'], ['**/web/**'], 'server never imports web'),
  prettier,
);

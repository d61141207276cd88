import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules', '**/dist', 'data', 'test-results', 'playwright-report', 'apps/server/drizzle'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Playwright fixtures take an empty destructuring pattern by design.
      'no-empty-pattern': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Playwright fixtures call a parameter named `use`; it is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  // DESIGN.md section 1: dependencies point one way. packages/resume <- packages/templates <- apps/web;
  // packages/resume <- apps/server. Nothing imports apps/* except the web's type-only import of the server's API
  // routes (its typed client); server infrastructure (http/, db/) never imports a feature.
  {
    files: ['packages/resume/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@resumey/*', '!@resumey/resume'],
              message: 'packages/resume is the domain: it imports no other part.',
            },
            {
              group: ['react', 'react-dom', 'react/*', 'hono', 'hono/*', 'node:*'],
              message: 'packages/resume is pure: no React, no I/O.',
            },
            { group: ['**/apps/**'], message: 'Nothing imports apps/*.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/templates/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@resumey/web', '@resumey/server', '@resumey/server/*', '**/apps/**'],
              message: 'Templates depend on packages/resume only.',
            },
            { group: ['node:*', 'hono', 'hono/*'], message: 'Templates are pure: resume in, markup out.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    // The Vite plugin runs in Node at build time.
    ignores: ['apps/web/src/**/build-plugin.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@resumey/server', '@resumey/server/*', '!@resumey/server/api'],
              message:
                'The web app uses the server only through the typed client (import type from @resumey/server/api).',
            },
            {
              regex: '^@resumey/server/api$',
              allowTypeImports: true,
              message: 'Type-only: no server code in the browser.',
            },
            { group: ['**/apps/server/**', 'node:*'], message: 'The web app runs in the browser.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/web/**', '@resumey/web'],
              message: 'The server serves the built web app; it does not import it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/http/**/*.ts', 'apps/server/src/db/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*', '!../http', '!../http/*', '!../db', '!../db/*', '!../log', '!../config', '!../paths'],
              message: 'http/ and db/ are the plumbing features build on: they never import a feature.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/src/**'],
              message: 'Drive the real server over HTTP; do not import its sources.',
            },
          ],
        },
      ],
    },
  },
);

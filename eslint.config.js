import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// DESIGN.md section 1 as lint rules (scripts/lint-boundaries.test.ts shows each one firing). A file gets the
// patterns of the last block matching it, so each block lists all of its own.
const restrict = (...patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });
const noApps = {
  group: ['**/apps/**', '@resumey/server', '@resumey/server/*', '@resumey/web', '@resumey/web/*'],
  message: 'Nothing imports apps/* (DESIGN.md section 1).',
};
const noServerTests = {
  group: ['**/apps/server/test/**'],
  message: 'Helpers shared with the server tests live in @resumey/test-support.',
};
const noWeb = {
  group: ['**/apps/web/**', '@resumey/web', '@resumey/web/*'],
  message: 'The server serves the built web app; it does not import it.',
};
/** apps/server/src/x.ts reaches the web app as ../../web/...: no `apps` in the path. */
const noWebByPath = { regex: '^(\\.\\./)+(apps/)?web(/|$)', message: noWeb.message };
/**
 * Node's globals, for code that runs in the browser (or anywhere, like the domain). TypeScript cannot keep them
 * out everywhere: docx's, papaparse's and the server's typings bring Node's types into the programs that use them.
 */
const noNodeGlobals = (where) => [
  'error',
  ...['process', 'Buffer', 'require', 'module', '__dirname', '__filename', 'global', 'setImmediate'].map((name) => ({
    name,
    message: `${where} does not run in Node only.`,
  })),
];

/** The auth library's tables belong to auth/ (issue #36 item 6): features use auth/user-rows.ts and the session. */
const noAuthTables = {
  group: ['**/db/schema'],
  importNames: ['user', 'session', 'account', 'verification', 'twoFactor'],
  message: "Only auth/ names the auth library's tables: use auth/user-rows.ts.",
};
/** The web app runs in the browser and reaches the server only through the typed client. */
const webPlatform = [
  {
    group: ['@resumey/server', '@resumey/server/*', '!@resumey/server/api'],
    message: 'The web app uses the server only through the typed client (import type from @resumey/server/api).',
  },
  { regex: '^@resumey/server/api$', allowTypeImports: true, message: 'Type-only: no server code in the browser.' },
  { group: ['**/apps/server/**', 'node:*'], message: 'The web app runs in the browser.' },
  { regex: '^(\\.\\./)+(apps/)?server(/|$)', message: 'The web app runs in the browser.' },
];
/**
 * apps/web/src by feature (DESIGN.md section 1). A feature (and resumes/, the store the dashboard and the editor
 * share) is used from outside only through its index.ts; shared code (components/, lib/, pdf/, errors/) imports
 * no feature; only main.tsx imports app/ (the router); UI primitives are built in components/ui alone.
 */
const WEB_FEATURES = [
  'auth',
  'dashboard',
  'editor',
  'share',
  'public-view',
  'landing',
  'screenshot-generator',
  'resumes',
  'api-keys',
  'account-data',
  'letters',
];
const WEB_SHARED = ['components', 'lib', 'pdf', 'errors'];
const relativeTo = (folders, rest) => `^(\\.\\.?/)+(${folders.join('|')})${rest}`;
const webNodeFiles = [
  'apps/web/src/**/build-plugin.ts',
  'apps/web/src/i18n/build-plugins.ts',
  'apps/web/src/public-view/reflow-font-sizes.ts',
];
const webFolderRules = (folder) => ({
  files: [`apps/web/src/${folder}/**/*.{ts,tsx}`],
  ignores: webNodeFiles,
  rules: restrict(
    ...webPlatform,
    { regex: relativeTo(['app'], '(/|$)'), message: 'Only main.tsx imports app/ (the router and the app shell).' },
    WEB_SHARED.includes(folder)
      ? {
          regex: relativeTo(WEB_FEATURES, '(/|$)'),
          message: 'Shared code (components, lib, pdf, errors) imports no feature (DESIGN.md section 1).',
        }
      : {
          regex: relativeTo(
            WEB_FEATURES.filter((f) => f !== folder),
            '/.',
          ),
          message:
            "Another feature is used through its index.ts only: '../auth', not '../auth/AuthProvider' (DESIGN.md section 1).",
        },
    ...(folder === 'components'
      ? []
      : [
          {
            group: ['radix-ui', 'radix-ui/*', '@radix-ui/*'],
            message: 'UI primitives live in components/ui (DESIGN.md section 1).',
          },
        ]),
  ),
});

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
    // Type-aware: a promise nobody awaits or handles (a save, a load) fails silently, and one handed to an event
    // handler that does not wait for it is a bug. The apps' sources only, with TypeScript's project service.
    files: ['apps/*/src/**/*.{ts,tsx}'],
    ignores: webNodeFiles,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
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
    files: ['packages/**/*.{ts,tsx}'],
    rules: restrict(noApps, noServerTests),
  },
  {
    files: ['packages/resume/src/**/*.{ts,tsx}'],
    rules: {
      ...restrict(
        noApps,
        {
          group: ['@resumey/*', '!@resumey/resume', '!@resumey/resume/*'],
          message: 'packages/resume is the domain: it imports no other part.',
        },
        {
          group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'hono', 'hono/*', 'node:*'],
          message: 'packages/resume is pure: no React, no I/O.',
        },
      ),
      'no-restricted-globals': [
        ...noNodeGlobals('The domain'),
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'fetch', 'XMLHttpRequest'].map(
          (name) => ({ name, message: 'The domain is pure: no DOM, no I/O.' }),
        ),
      ],
    },
  },
  {
    files: ['packages/templates/src/**/*.{ts,tsx}'],
    rules: {
      ...restrict(
        noApps,
        {
          group: [
            '@resumey/*',
            '!@resumey/resume',
            '!@resumey/resume/*',
            '!@resumey/templates',
            '!@resumey/templates/*',
          ],
          message: 'Templates depend on packages/resume only.',
        },
        { group: ['node:*', 'hono', 'hono/*'], message: 'Templates are pure: resume in, markup out.' },
      ),
      'no-restricted-globals': noNodeGlobals('A template'),
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    // The Vite plugins run in Node at build time.
    ignores: webNodeFiles,
    rules: {
      ...restrict(...webPlatform),
      'no-restricted-globals': noNodeGlobals('The web app'),
    },
  },
  ...[...WEB_FEATURES, ...WEB_SHARED].map(webFolderRules),
  {
    files: ['apps/server/src/**/*.ts'],
    rules: restrict(noWeb, noWebByPath, noAuthTables),
  },
  {
    files: ['apps/server/src/auth/**/*.ts'],
    rules: restrict(noWeb, noWebByPath),
  },
  {
    files: ['apps/server/src/http/**/*.ts', 'apps/server/src/db/**/*.ts'],
    rules: restrict(noWeb, noWebByPath, {
      group: ['../*', '!../http', '!../http/*', '!../db', '!../db/*', '!../log', '!../config', '!../paths'],
      message: 'http/ and db/ are the plumbing features build on: they never import a feature.',
    }),
  },
  {
    files: ['e2e/**/*.ts', 'bench/**/*.ts'],
    rules: restrict(
      { group: ['**/apps/server/src/**'], message: 'Drive the real server over HTTP; do not import its sources.' },
      noServerTests,
    ),
  },
);

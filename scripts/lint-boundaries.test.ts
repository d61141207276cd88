// The boundary rules of eslint.config.js (DESIGN.md section 1) fire: each case lints a one-line file that crosses
// a boundary, at a path inside the part it would belong to, and expects that rule's error. Allowed imports pass.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The one-line files are not in any tsconfig: the type-aware rules (they need a program) are left out here.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});
const IMPORTS = '@typescript-eslint/no-restricted-imports';
const GLOBALS = 'no-restricted-globals';

async function rulesFired(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(root, file) });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

const crossings: Array<[string, string, string, string]> = [
  // [what, file, code, rule]
  ['the domain imports another workspace', 'packages/resume/src/x.ts', "import '@resumey/templates';", IMPORTS],
  ['the domain imports React', 'packages/resume/src/x.ts', "import 'react';", IMPORTS],
  ['the domain imports Node', 'packages/resume/src/x.ts', "import 'node:fs';", IMPORTS],
  ['the domain uses a Node global', 'packages/resume/src/x.ts', 'export const x = process.env;', GLOBALS],
  ['the domain uses the DOM', 'packages/resume/src/x.ts', 'export const x = document.title;', GLOBALS],
  ['a package imports apps/*', 'packages/pdf-text/src/x.ts', "import '../../../apps/server/src/log';", IMPORTS],
  ['test support imports the server', 'packages/test-support/src/x.ts', "import '@resumey/server/api';", IMPORTS],
  [
    'templates import a workspace other than the domain',
    'packages/templates/src/x.ts',
    "import '@resumey/pdf-text';",
    IMPORTS,
  ],
  ['templates import the web app', 'packages/templates/src/x.tsx', "import '../../../apps/web/src/main';", IMPORTS],
  ['templates use a Node global', 'packages/templates/src/x.tsx', 'export const x = Buffer.from("");', GLOBALS],
  ['the web app imports server code', 'apps/web/src/x.ts', "import { apiRoutes } from '@resumey/server/api';", IMPORTS],
  ['the web app imports the server by path', 'apps/web/src/x.ts', "import '../../server/src/log';", IMPORTS],
  ['the web app imports Node', 'apps/web/src/x.ts', "import 'node:path';", IMPORTS],
  ['the web app uses a Node global', 'apps/web/src/x.ts', 'export const x = process.env.NODE_ENV;', GLOBALS],
  ['a web feature reaches into another', 'apps/web/src/dashboard/x.ts', "import '../auth/AuthProvider';", IMPORTS],
  [
    'a nested web file reaches into another feature',
    'apps/web/src/editor/header/x.ts',
    "import '../../dashboard/export-files';",
    IMPORTS,
  ],
  ['the resume store reaches into a feature', 'apps/web/src/resumes/x.ts', "import '../auth/AuthProvider';", IMPORTS],
  ['a UI primitive imports a feature', 'apps/web/src/components/ui/x.tsx', "import '../../auth';", IMPORTS],
  ['lib/ imports the resume store', 'apps/web/src/lib/x.ts', "import { resumeStore } from '../resumes';", IMPORTS],
  ['a web feature imports the router', 'apps/web/src/editor/x.ts', "import '../app/router';", IMPORTS],
  [
    'a web feature builds its own UI primitive',
    'apps/web/src/editor/x.tsx',
    "import { Tabs } from 'radix-ui';",
    IMPORTS,
  ],
  ['a web feature imports Node', 'apps/web/src/dashboard/x.ts', "import 'node:path';", IMPORTS],
  ['the server imports the web app', 'apps/server/src/x.ts', "import '../../web/src/main';", IMPORTS],
  ['transport (http/) imports a feature', 'apps/server/src/http/x.ts', "import '../auth/current-user';", IMPORTS],
  ['db/ imports a feature', 'apps/server/src/db/x.ts', "import '../resumes/repository';", IMPORTS],
  [
    "a server feature names the auth library's tables",
    'apps/server/src/resumes/x.ts',
    "import { session } from '../db/schema';",
    IMPORTS,
  ],
  ['e2e imports the server sources', 'e2e/tests/x.spec.ts', "import '../../apps/server/src/log';", IMPORTS],
  ['e2e imports a server test file', 'e2e/tests/x.spec.ts', "import '../../apps/server/test/helpers/server';", IMPORTS],
  ['bench imports a server test file', 'bench/x.ts', "import '../apps/server/test/authz-matrix';", IMPORTS],
];

const allowed: Array<[string, string, string]> = [
  ['templates import the domain', 'packages/templates/src/x.ts', "import '@resumey/resume';"],
  [
    'the web app imports the typed API client type',
    'apps/web/src/x.ts',
    "import type { Api } from '@resumey/server/api';",
  ],
  ['a web feature uses another through its index', 'apps/web/src/dashboard/x.ts', "import { useAuth } from '../auth';"],
  [
    'a web feature imports its own files',
    'apps/web/src/editor/header/x.ts',
    "import './share';\nimport '../state/ops';",
  ],
  ['a web feature imports a UI primitive', 'apps/web/src/share/x.tsx', "import '../components/ui/dialog';"],
  ['components/ui builds on the primitives library', 'apps/web/src/components/ui/x.tsx', "import 'radix-ui';"],
  ['the router imports a feature screen', 'apps/web/src/app/x.tsx', "import '../auth/AuthPage';"],
  ['http/ imports the config', 'apps/server/src/http/x.ts', "import '../config';"],
  ['a server feature names its own tables', 'apps/server/src/resumes/x.ts', "import { resumes } from '../db/schema';"],
  ["auth/ names the auth library's tables", 'apps/server/src/auth/x.ts', "import { user } from '../db/schema';"],
  ['bench imports test support', 'bench/x.ts', "import '@resumey/test-support/sign-in';"],
  ['the domain uses a web-platform global', 'packages/resume/src/x.ts', 'export const x = new TextEncoder();'],
];

describe('boundary lint rules (DESIGN.md section 1)', () => {
  it.each(crossings)('fire when %s', async (_what, file, code, rule) => {
    expect(await rulesFired(file, code)).toContain(rule);
  });
  it.each(allowed)('pass when %s', async (_what, file, code) => {
    const fired = await rulesFired(file, code);
    expect(fired.filter((r) => r === IMPORTS || r === GLOBALS)).toEqual([]);
  });
});

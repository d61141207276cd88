#!/usr/bin/env node
// Builds the server into one JavaScript file, dist/main.js, run with plain `node` (npm start, production).
// Our workspace packages (@resumey/*, TypeScript and TSX sources) are bundled in; every other package stays an
// import resolved from node_modules at run time (native parts, WASM files and data files load from there).
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Bundle relative imports and @resumey/*; leave every other bare import to Node. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@resumey/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer({ outfile = path.join(here, 'dist/main.js'), logLevel = 'warning' } = {}) {
  await build({
    entryPoints: [path.join(here, 'src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    sourcemap: 'linked',
    // Names kept so stack traces and logged errors read like the sources.
    keepNames: true,
    logLevel,
    plugins: [externalPackages],
  });
  // The PDF read-back's worker thread (src/targeting/pdf-reader.ts), beside main.js.
  await build({
    entryPoints: [path.join(here, 'src/targeting/read-worker.ts')],
    outfile: path.join(path.dirname(outfile), 'read-worker.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel,
    plugins: [externalPackages],
  });
  return outfile;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const out = await buildServer();
  console.log(`built ${path.relative(process.cwd(), out)} in ${Math.round(performance.now() - started)} ms`);
}

import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Text the server would otherwise compress on every request (fonts and images are compressed already). */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt)$/;

/**
 * Writes each built asset's Brotli and gzip copies beside it (x.js.br, x.js.gz), which the server sends as they are
 * (apps/server/src/http/static.ts): compressed on the fly, the 2 MB import worker took 150-400 ms of every PDF
 * import, and every first visit paid the same for the app's scripts and styles. Runs after the public pages'
 * builds (publicPageBuild), which write into the same folder.
 */
export function precompressAssets(): Plugin {
  let assets = '';
  return {
    name: 'resumey:precompress-assets',
    apply: 'build',
    configResolved(config) {
      assets = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await readdir(assets)).filter((f) => COMPRESSIBLE.test(f));
        await Promise.all(
          files.map(async (file) => {
            const bytes = await readFile(path.join(assets, file));
            if (bytes.length < 1024) return;
            const [br, gz] = await Promise.all([
              brotli(bytes, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
              gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([
              writeFile(path.join(assets, `${file}.br`), br),
              writeFile(path.join(assets, `${file}.gz`), gz),
            ]);
          }),
        );
      },
    },
  };
}

import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface Asset {
  body: Buffer;
  contentType: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.json': 'application/json',
};

/**
 * Files of the built web app, read once and kept in memory: the print view's page, scripts, styles and fonts
 * are handed to Chromium straight from here (request interception), never over the network. Only files
 * inside `distDir` are ever read.
 */
export function createAssetReader(distDir: string) {
  const root = path.resolve(distDir);
  const cache = new Map<string, Promise<Asset | undefined>>();

  const load = async (pathname: string): Promise<Asset | undefined> => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
    if (!file.startsWith(root + path.sep)) return undefined;
    const contentType = TYPES[path.extname(file).toLowerCase()];
    if (!contentType) return undefined;
    try {
      return { body: await readFile(file), contentType };
    } catch {
      return undefined;
    }
  };

  return {
    root,
    /** The file at a URL path ('/print.html', '/assets/x.js'), or undefined. Misses are not cached. */
    async get(pathname: string): Promise<Asset | undefined> {
      let hit = cache.get(pathname);
      if (!hit) {
        hit = load(pathname);
        cache.set(pathname, hit);
      }
      const asset = await hit;
      if (!asset) cache.delete(pathname);
      return asset;
    },
  };
}

export type AssetReader = ReturnType<typeof createAssetReader>;

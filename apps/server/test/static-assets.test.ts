import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server';

/** Raw bytes and headers, as a browser receives them before it decompresses anything. */
function getRaw(url: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    },
  );
}

/**
 * The web build's scripts and styles go out as the build compressed them (apps/web/build/precompress.ts), not
 * compressed again on every request: Brotli where the browser takes it, gzip otherwise, plain to a client that
 * asks for neither; an asset without copies is still compressed on the fly.
 */
describe('built assets', () => {
  let server: TestServer;
  let webDist: string;
  const script = `export const words = ${JSON.stringify('resume '.repeat(4000))};\n`;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'resumey-assets-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>App shell</title>');
    writeFileSync(path.join(webDist, 'public.html'), '<!doctype html><title>Public view</title>');
    writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js'), script);
    writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js.gz'), gzipSync(script));
    writeFileSync(path.join(webDist, 'assets', 'other-4d5e6f.js'), script);
    server = await startTestServer({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('sends the Brotli copy to a browser that takes Brotli, cached for a year', async () => {
    const res = await getRaw(`${server.url}/assets/app-1a2b3c.js`, 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('sends the gzip copy to a client that takes gzip only, and plain bytes to one that takes neither', async () => {
    const gz = await getRaw(`${server.url}/assets/app-1a2b3c.js`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await getRaw(`${server.url}/assets/app-1a2b3c.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('still compresses an asset the build wrote no copies of', async () => {
    const res = await getRaw(`${server.url}/assets/other-4d5e6f.js`, 'gzip, br');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(script);
  });

  it('never serves a compressed copy by its own name as something else', async () => {
    const res = await getRaw(`${server.url}/assets/missing-000000.js`, 'br');
    expect(res.status).toBe(404);
  });
});

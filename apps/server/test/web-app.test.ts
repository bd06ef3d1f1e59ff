// How the built web app is served, against a small dist folder written here (the real build is not
// needed): compressed copies, cache rules, the landing page at / and the app for every other page.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './support/build-test-app.ts';

const LANDING = '<!doctype html><title>Landing</title><h1>Every Agreement, Tracked and On Time.</h1>';
const APP = '<!doctype html><title>App</title><div id="root"></div>';
const SCRIPT = 'console.log("the app");'.repeat(20);
const FOREVER = 'public, max-age=31536000, immutable';

/** A file and, as the build writes them, its .br and .gz beside it. */
function writeCompressed(path: string, content: string): void {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}

describe('the web app as served', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'keydate-web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeCompressed(join(dist, 'landing.html'), LANDING);
    writeCompressed(join(dist, 'index.html'), APP);
    writeCompressed(join(dist, 'assets', 'app-Ab12Cd34.js'), SCRIPT);
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
    t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('serves the pre-rendered landing page at /, brotli-compressed when accepted, never cached unchecked', async () => {
    const res = await get('/', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(LANDING);
  });

  it('answers every other page address with the app, gzip when that is all the client takes', async () => {
    for (const url of ['/login', '/app/dashboard', '/app/contracts/c-1?tab=dates']) {
      const res = await get(url, 'gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('gzip');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(gunzipSync(res.rawPayload).toString(), url).toBe(APP);
    }
  });

  it('sends the file as it is to a client that takes no compression', async () => {
    const res = await get('/');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(LANDING);
  });

  it('caches hashed files under /assets for a year', async () => {
    const res = await get('/assets/app-Ab12Cd34.js', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(FOREVER);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/app-Ab12Cd34.js');
    expect(plain.headers['cache-control']).toBe(FOREVER);
    expect(plain.body).toBe(SCRIPT);
  });

  it('revalidates files that keep their name from release to release', async () => {
    const res = await get('/robots.txt', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file under /assets with a 404, not with the app', async () => {
    for (const url of ['/assets/app-Old98765.js', '/assets/app-Ab12Cd34.js.br', '/assets/']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.json(), url).toEqual({ message: 'Not found' });
    }
  });
});

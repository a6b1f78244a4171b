import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { raw } from '../server/raw-http';
// @ts-expect-error: a plain ES module without types, run by node directly
import { createPreviewServer, PREVIEW_TIMEOUTS } from './serve.mjs';
// @ts-expect-error: a plain ES module without types, run by node directly
import { brotliStore } from './best-brotli.mjs';

/**
 * The preview server (`npm run serve`, and the e2e suite's server) over a small export: no open
 * redirect, only GET and HEAD, and the headers a static host should send, the CSP from `_headers`.
 */

const dir = mkdtempSync(join(tmpdir(), 'preview-'));
let server: Server;
let port = 0;

const HEADERS_FILE = `/*
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  X-Frame-Options: SAMEORIGIN

/
  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-home'; frame-ancestors 'self'

/docs/About
  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-about'; frame-ancestors 'self'

/docs/My%20Page
  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-spaced'; frame-ancestors 'self'

/404
  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-missing'; frame-ancestors 'self'
`;

/** Large enough to be compressed (over compression's 1 KiB threshold). */
const LONG_PAGE = `<!DOCTYPE html><title>Long</title>${'<p>A paragraph long enough to be worth compressing.</p>'.repeat(100)}`;

beforeAll(async () => {
  mkdirSync(join(dir, 'docs'));
  writeFileSync(join(dir, 'index.html'), '<!DOCTYPE html><title>Home</title>');
  writeFileSync(join(dir, 'docs', 'About.html'), '<!DOCTYPE html><title>About</title>');
  writeFileSync(join(dir, 'docs', 'My Page.html'), '<!DOCTYPE html><title>My Page</title>');
  writeFileSync(join(dir, '404.html'), '<!DOCTYPE html><title>Not found</title>');
  writeFileSync(join(dir, '_headers'), HEADERS_FILE);
  writeFileSync(join(dir, 'docs', 'Long.html'), LONG_PAGE);
  writeFileSync(join(dir, 'docs', 'About.md'), '# About\n');
  writeFileSync(join(dir, 'index.md'), '# Home\n');
  writeFileSync(join(dir, 'llms.txt'), '# Site\n');
  server = createPreviewServer({ root: dir });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

interface Got {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as sent, not decoded. */
  body: Buffer;
}

/** A request with the path sent exactly as written (fetch would turn a backslash into a slash). */
function get(path: string, method = 'GET', headers: Record<string, string> = {}): Promise<Got> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('no open redirect', () => {
  it.each([
    ['//evil.example/index', '/evil.example'],
    ['/\\evil.example/index', '/evil.example'],
    ['/\\/\\evil.example/index.html', '/evil.example'],
    ['//evil.example/page.html', '/evil.example/page'],
    ['//evil.example/', '/evil.example'],
    ['/%2F%2Fevil.example/page.html', undefined],
    ['/%5Cevil.example/page.html', undefined],
    ['http://evil.example/index', '/'],
    ['http://evil.example/docs/About.html', '/docs/About'],
    ['https://evil.example//docs/index', '/docs'],
  ])('GET %s stays on this site', async (path, target) => {
    const answer = await get(path);
    const location = answer.headers.location as string | undefined;
    if (location !== undefined) expect(location).toMatch(/^\/(?![/\\])/);
    if (target) {
      expect(answer.status).toBe(301);
      expect(location).toBe(target);
    }
  });

  it('still redirects /x/index and /x.html to the clean path', async () => {
    expect((await get('/docs/About.html')).headers.location).toBe('/docs/About');
    expect((await get('/docs/index')).headers.location).toBe('/docs');
  });
});

describe('methods', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('%s gets 405 with Allow: GET, HEAD', async (method) => {
    const answer = await get('/docs/About', method);
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
  });

  it('GET and HEAD serve the page', async () => {
    expect((await get('/docs/About')).status).toBe(200);
    expect((await get('/docs/About', 'HEAD')).status).toBe(200);
  });
});

describe('security headers', () => {
  it.each([
    ['/', 200, 'sha256-home'],
    ['/docs/About', 200, 'sha256-about'],
    ['/docs/My%20Page', 200, 'sha256-spaced'],
    ['/nope', 404, 'sha256-missing'],
  ])('%s: nosniff, Referrer-Policy, frame protection and its own CSP from _headers', async (path, status, hash) => {
    const answer = await get(path);
    expect(answer.status).toBe(status);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(answer.headers['content-security-policy']).toContain(`'${hash}'`);
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('a redirect and a 405 carry the headers too', async () => {
    for (const answer of [await get('/docs/About.html'), await get('/', 'POST')]) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
});

describe('bad paths', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it.each([
    ['a NUL byte', 400, '/docs/About%00.html'],
    ['a NUL byte in a folder', 400, '/docs%00/About'],
    ['a segment of 251 characters', 404, `/${'a'.repeat(251)}`],
    ['a long segment under a folder', 404, `/docs/${'b'.repeat(300)}.html`],
  ])('%s answers %i, and nothing is logged', async (_name, status, path) => {
    const answer = await get(path);
    expect(answer.status).toBe(status);
    expect(answer.body.toString()).not.toContain(dir);
    expect(errors).not.toHaveBeenCalled();
  });

  it('a too-long segment gets the site’s 404 page', async () => {
    const answer = await get(`/${'c'.repeat(400)}`);
    expect(answer.body.toString()).toContain('<title>Not found</title>');
    expect(answer.headers['content-security-policy']).toContain("'sha256-missing'");
  });
});

describe('ranges and revalidation', () => {
  const gzip = { 'Accept-Encoding': 'gzip' };

  it('serve a range as identity bytes, even to a client that accepts gzip', async () => {
    // Over compression's 1 KiB threshold, so that it would otherwise gzip the range.
    const answer = await get('/docs/Long', 'GET', { ...gzip, Range: 'bytes=0-1999' });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-range']).toBe(`bytes 0-1999/${Buffer.byteLength(LONG_PAGE)}`);
    expect(answer.body.toString()).toBe(LONG_PAGE.slice(0, 2000));
  });

  it('honour If-Range: the current ETag gets the range, a stale or weak one the whole page', async () => {
    const etag = String((await get('/docs/Long')).headers.etag);
    expect((await get('/docs/Long', 'GET', { Range: 'bytes=0-14', 'If-Range': etag })).status).toBe(206);
    for (const stale of ['"an-old-version"', `W/${etag}`, 'Wed, 21 Oct 2015 07:28:00 GMT']) {
      const answer = await get('/docs/Long', 'GET', { Range: 'bytes=0-14', 'If-Range': stale });
      expect(answer.status, stale).toBe(200);
      expect(answer.headers['content-range']).toBeUndefined();
      expect(answer.body.toString()).toBe(LONG_PAGE);
    }
  });

  it('give each encoding its own ETag', async () => {
    const plain = await get('/docs/Long');
    const zipped = await get('/docs/Long', 'GET', gzip);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(plain.headers.etag).toBeTruthy();
    expect(zipped.headers.etag).toBeTruthy();
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
  });

  it('answer 304 to If-None-Match with the tag, its weak form, a list holding it, or *', async () => {
    const etag = String((await get('/docs/Long', 'GET', gzip)).headers.etag);
    for (const condition of [etag, `W/${etag}`, `"something-else", ${etag}`, '*']) {
      const answer = await get('/docs/Long', 'GET', { ...gzip, 'If-None-Match': condition });
      expect(answer.status, condition).toBe(304);
      expect(answer.headers.etag).toBe(etag);
      expect(answer.body.length).toBe(0);
    }
    // The identity representation's tag does not validate the gzip one.
    const plainTag = String((await get('/docs/Long')).headers.etag);
    expect((await get('/docs/Long', 'GET', { ...gzip, 'If-None-Match': plainTag })).status).toBe(200);
    expect((await get('/docs/Long', 'GET', { ...gzip, 'If-None-Match': '"something-else"' })).status).toBe(200);
  });

  it('serve a range as identity bytes to a client that takes Brotli, and give Brotli its own ETag', async () => {
    const range = await get('/docs/Long', 'GET', { 'Accept-Encoding': 'br', Range: 'bytes=0-99' });
    expect(range.status).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.body.toString()).toBe(LONG_PAGE.slice(0, 100));
    const brotli = await get('/docs/Long', 'GET', { 'Accept-Encoding': 'br' });
    expect(brotli.headers.etag).toMatch(/-br"$/);
    expect((await get('/docs/Long', 'GET', { 'Accept-Encoding': 'br', 'If-None-Match': String(brotli.headers.etag) })).status).toBe(304);
  });

  it.each([
    ['br', { 'Accept-Encoding': 'br' }],
    ['gzip', gzip],
    ['identity', {}],
  ])('HEAD sends the headers GET sends (%s)', async (_name, headers) => {
    const got = await get('/docs/Long', 'GET', headers);
    const head = await get('/docs/Long', 'HEAD', headers);
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['content-type', 'content-encoding', 'content-length', 'etag', 'last-modified', 'vary', 'content-security-policy']) {
      expect(head.headers[name], name).toEqual(got.headers[name]);
    }
  });
});

describe('slow clients', () => {
  let slow: Server;
  let slowPort = 0;
  beforeAll(async () => {
    slow = createPreviewServer({ root: dir, timeouts: { requestMs: 600, headersMs: 400, keepAliveMs: 5_000, checkIntervalMs: 100 } });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    slowPort = (slow.address() as { port: number }).port;
  });
  afterAll(() => new Promise((resolve) => slow.close(resolve)));

  it('are cut like the API cuts them: 20 s for a request, 10 s for its headers, checked every 5 s', () => {
    expect(PREVIEW_TIMEOUTS).toEqual({ requestMs: 20_000, headersMs: 10_000, keepAliveMs: 5_000, checkIntervalMs: 5_000 });
  });

  it('headers that never end: 408 and the connection closed', async () => {
    const answer = await raw(slowPort, 'GET /docs/About HTTP/1.1\r\nHost: x\r\nX-Slow: ', 5_000);
    expect(answer.closed).toBe(true);
    expect(answer.status).toBe(408);
  });

  it('a body that stops: the page is answered (a GET body is never read) and the connection closed', async () => {
    const answer = await raw(slowPort, 'GET /docs/About HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nabc', 5_000);
    expect(answer.status).toBe(200);
    expect(answer.closed).toBe(true);
  });
});

describe('Markdown twins', () => {
  it.each(['/docs/About.md', '/index.md'])('%s is served as text/markdown in UTF-8', async (path) => {
    const answer = await get(path);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/markdown; charset=utf-8');
  });

  it('/llms.txt is UTF-8 text', async () => {
    expect((await get('/llms.txt')).headers['content-type']).toBe('text/plain; charset=utf-8');
  });
});

describe('Brotli', () => {
  const best = (text: string) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } });
  const quick = (text: string) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });

  it('a client that takes Brotli gets a text file in Brotli’s quality 10, with its length', async () => {
    const answer = await get('/docs/Long', 'GET', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(brotliDecompressSync(answer.body).toString()).toBe(LONG_PAGE);
    // Quality 4, the compression middleware's, would send more.
    expect(answer.body.length).toBe(best(LONG_PAGE).length);
    expect(answer.body.length).toBeLessThan(quick(LONG_PAGE).length);
  });

  it('not to a client that refuses it, nor below compression’s 1 KiB threshold', async () => {
    expect((await get('/docs/Long', 'GET', { 'Accept-Encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    const small = await get('/docs/About', 'GET', { 'Accept-Encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('<!DOCTYPE html><title>About</title>');
  });

  it('a file rebuilt under the running server is compressed again', async () => {
    const file = join(dir, 'docs', 'Rebuilt.html');
    const first = `<!DOCTYPE html><title>First</title>${'<p>The first build of this page.</p>'.repeat(60)}`;
    const second = `<!DOCTYPE html><title>Second</title>${'<p>The second build, a little longer.</p>'.repeat(60)}`;
    writeFileSync(file, first);
    expect(brotliDecompressSync((await get('/docs/Rebuilt', 'GET', { 'Accept-Encoding': 'br' })).body).toString()).toBe(first);
    writeFileSync(file, second);
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(brotliDecompressSync((await get('/docs/Rebuilt', 'GET', { 'Accept-Encoding': 'br' })).body).toString()).toBe(second);
  });
});

describe('brotliStore', () => {
  const page = (name: string, repeat: number) => {
    const file = join(dir, `${name}.html`);
    writeFileSync(file, `<p>${name} ${'and more words to compress '.repeat(repeat)}</p>`);
    return file;
  };
  const statsOf = (file: string) => ({ size: readFileSync(file).length, mtimeMs: 1 });

  it('compresses each version of a file once, and keeps no more bytes than its budget, dropping the least recently used', async () => {
    const [a, b, c] = [page('a', 200), page('b', 400), page('c', 600)];
    const sizes = await Promise.all(
      [a, b].map((file) =>
        brotliStore()
          .body(file, statsOf(file))
          .then((body: Buffer) => body.length),
      ),
    );
    // Room for a and b, not for c beside them.
    const store = brotliStore({ budget: sizes[0]! + sizes[1]! });
    const bodyOfA = store.body(a, statsOf(a));
    expect(store.body(a, statsOf(a))).toBe(bodyOfA);
    await bodyOfA;
    const bodyOfB = store.body(b, statsOf(b));
    await bodyOfB;
    expect(store.size).toEqual({ files: 2, bytes: sizes[0]! + sizes[1]! });
    // Used again, a is now the most recent: c's arrival drops b.
    await store.body(a, statsOf(a));
    await store.body(c, statsOf(c));
    await new Promise((resolve) => setImmediate(resolve));
    expect(store.size.files).toBe(2);
    expect(store.body(a, statsOf(a))).toBe(bodyOfA);
    expect(store.body(b, statsOf(b))).not.toBe(bodyOfB);
    // Another version of a file is another body.
    expect(store.body(a, { ...statsOf(a), mtimeMs: 2 })).not.toBe(bodyOfA);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module without types, run by node directly
import { createPreviewServer } from './serve.mjs';

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
  X-Frame-Options: DENY

/
  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-home'; frame-ancestors 'none'

/docs/About
  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-about'; frame-ancestors 'none'

/404
  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-missing'; frame-ancestors 'none'
`;

beforeAll(async () => {
  mkdirSync(join(dir, 'docs'));
  writeFileSync(join(dir, 'index.html'), '<!DOCTYPE html><title>Home</title>');
  writeFileSync(join(dir, 'docs', 'About.html'), '<!DOCTYPE html><title>About</title>');
  writeFileSync(join(dir, '404.html'), '<!DOCTYPE html><title>Not found</title>');
  writeFileSync(join(dir, '_headers'), HEADERS_FILE);
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

/** A request with the path sent exactly as written (fetch would turn a backslash into a slash). */
function get(path: string, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers }));
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
    ['/nope', 404, 'sha256-missing'],
  ])('%s: nosniff, Referrer-Policy, frame protection and its own CSP from _headers', async (path, status, hash) => {
    const answer = await get(path);
    expect(answer.status).toBe(status);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['content-security-policy']).toContain(`'${hash}'`);
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('a redirect and a 405 carry the headers too', async () => {
    for (const answer of [await get('/docs/About.html'), await get('/', 'POST')]) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
    }
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

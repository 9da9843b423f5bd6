import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, type TempDir } from '../test/test-stores';
import { createAppUrlMatcher } from '../window/app-url';
import { CONTENT_SECURITY_POLICY } from '../window/content-security-policy';
import { APP_URL, createAppProtocolHandler } from './app-protocol';

/** What every answer of the handler carries, a page or a refusal. */
function expectEveryAnswerHeaders(response: Response): void {
  expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
}

describe('the app:// protocol handler', () => {
  let dir: TempDir;
  let handle: (request: Request) => Promise<Response>;

  beforeAll(async () => {
    dir = await makeTempDir();
    const root = join(dir.path, 'renderer');
    await mkdir(join(root, 'assets'), { recursive: true });
    await writeFile(join(root, 'index.html'), '<!doctype html><title>SMS Explorer</title>');
    await writeFile(join(root, 'assets', 'index-abc.js'), 'console.log(1)');
    await writeFile(join(root, 'assets', 'index-abc.css'), 'body{}');
    await writeFile(join(dir.path, 'secret.txt'), 'outside the renderer');
    await mkdir(join(dir.path, 'elsewhere'));
    await writeFile(join(dir.path, 'elsewhere', 'secret.js'), 'outside the renderer');
    // Links planted inside the served folder: to a file and to a folder outside it, and one to a
    // file inside it, which stays servable.
    await symlink(join(dir.path, 'secret.txt'), join(root, 'assets', 'linked.txt'));
    await symlink(join(dir.path, 'elsewhere'), join(root, 'assets', 'linked-dir'));
    await symlink(join(root, 'assets', 'index-abc.js'), join(root, 'assets', 'alias.js'));
    handle = createAppProtocolHandler(root);
  });
  afterAll(() => dir.remove());

  const get = (url: string, method = 'GET') => handle(new Request(url, { method }));

  it('serves the page with the CSP, frame-ancestors included, as a response header', async () => {
    for (const url of [APP_URL, 'app://sms-explorer/', 'app://sms-explorer/index.html?x=1#/messages']) {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(await response.text()).toContain('<title>SMS Explorer</title>');
    }
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });

  it('names scripts and styles by their MIME type (a module script is refused without one)', async () => {
    expect((await get('app://sms-explorer/assets/index-abc.js')).headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await get('app://sms-explorer/assets/index-abc.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect((await get('app://sms-explorer/assets/index-abc.js')).headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    'app://sms-explorer/../secret.txt',
    'app://sms-explorer/%2e%2e/secret.txt',
    'app://sms-explorer/assets/..%2f..%2fsecret.txt',
    'app://sms-explorer/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    'app://sms-explorer/..%5csecret.txt',
    'app://sms-explorer/%00index.html',
    'app://sms-explorer/assets',
    'app://sms-explorer/missing.js',
    'app://other-host/index.html',
    'app://sms-explorer/%E0%A4%A',
    'app://sms-explorer/assets/linked.txt',
    'app://sms-explorer/assets/linked-dir/secret.js',
  ])('refuses %s with 404, nothing of the file, and the headers every answer carries', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('outside the renderer');
    expectEveryAnswerHeaders(response);
  });

  it('follows a link only while it stays inside the served folder, which may itself be reached through one', async () => {
    expect(await (await get('app://sms-explorer/assets/alias.js')).text()).toBe('console.log(1)');
    await symlink(join(dir.path, 'renderer'), join(dir.path, 'renderer-link'));
    const throughLink = createAppProtocolHandler(join(dir.path, 'renderer-link'));
    expect((await throughLink(new Request(APP_URL))).status).toBe(200);
    expect((await throughLink(new Request('app://sms-explorer/assets/linked.txt'))).status).toBe(404);
  });

  it('answers only reads', async () => {
    const post = await get(APP_URL, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expectEveryAnswerHeaders(post);
    const head = await get(APP_URL, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('sends its own policy, not the default one, on refusals too', async () => {
    const devHandle = createAppProtocolHandler(join(dir.path, 'renderer'), "default-src 'self'");
    for (const response of [
      await devHandle(new Request('app://sms-explorer/missing.js')),
      await devHandle(new Request(APP_URL, { method: 'PUT' })),
    ]) {
      expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
    }
  });

  it('is the one origin the sender check trusts', () => {
    const isApp = createAppUrlMatcher(APP_URL);
    expect(isApp('app://sms-explorer/index.html#/x')).toBe(true);
    expect(isApp('app://sms-explorer.evil/index.html')).toBe(false);
    expect(isApp('app://other/index.html')).toBe(false);
    expect(isApp('file:///index.html')).toBe(false);
    expect(isApp('https://sms-explorer/index.html')).toBe(false);
  });
});

import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve } from 'node:path';
import { CONTENT_SECURITY_POLICY } from '../window/content-security-policy';

/**
 * The packaged renderer is served from `app://sms-explorer/`, not file:// (Electron's security
 * checklist, item "use a custom protocol"): the page gets a real origin that the sender check
 * can match exactly, and the CSP arrives as a response header, the only place where
 * `frame-ancestors` is honoured.
 *
 * Pinned from Electron's lib/browser/api/protocol.ts: `protocol.handle` builds a Request from the
 * Chromium request, awaits the handler, and passes the Response's status and headers through
 * as they are; the MIME type is taken only from a proxied net.fetch response, so a Response
 * built here must carry its own Content-Type. A thrown error becomes ERR_UNEXPECTED.
 * Files are read with fs, which Electron lets read inside app.asar, so this works packaged.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'sms-explorer';
export const APP_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/**
 * standard: a real origin, relative URLs and localStorage; secure: treated as https so the CSP's
 * 'self' and secure-context APIs work; corsEnabled: Vite emits `<script type="module" crossorigin>`,
 * fetched in CORS mode, which Chromium serves only from CORS-enabled schemes (module imports from
 * a custom scheme fail without it, with or without `standard`). No fetch API or service workers:
 * the page needs neither.
 */
export const APP_SCHEME_PRIVILEGES = { scheme: APP_SCHEME, privileges: { standard: true, secure: true, corsEnabled: true } } as const;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/**
 * The handler `protocol.handle(APP_SCHEME, …)` gets: files of `rootDir` only, GET only. Every
 * answer, refusals included, carries the same headers: a 404 page is still a document of this
 * origin, so it gets the CSP and nosniff too.
 */
export function createAppProtocolHandler(
  rootDir: string,
  policy: string = CONTENT_SECURITY_POLICY,
): (request: Request) => Promise<Response> {
  const root = resolve(rootDir);
  const answer = (status: number, body: BodyInit | null, contentType: string, extra: Record<string, string> = {}) =>
    new Response(body, {
      status,
      headers: {
        'Content-Type': contentType,
        'Content-Security-Policy': policy,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
        ...extra,
      },
    });
  const refuse = (status: number, text: string, extra?: Record<string, string>) => answer(status, text, 'text/plain; charset=utf-8', extra);
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return refuse(405, 'Method not allowed', { Allow: 'GET, HEAD' });
    const named = fileFor(request.url, root);
    const file = named && (await realFileInside(named, root));
    if (!file) return refuse(404, 'Not found');
    return answer(
      200,
      request.method === 'HEAD' ? null : await readFile(file),
      CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    );
  };
}

/**
 * The file itself once every symlink on its path is followed, or null unless it is a regular file
 * inside root's own real path. The URL check below is lexical only: a link inside dist/renderer
 * that points elsewhere would pass it.
 */
async function realFileInside(file: string, root: string): Promise<string | null> {
  const [real, realRoot] = await Promise.all([realpath(file).catch(() => null), realpath(root).catch(() => null)]);
  if (!real || !realRoot || !isInside(realRoot, real)) return null;
  const info = await stat(real).catch(() => null);
  return info?.isFile() ? real : null;
}

/** The file a URL names inside root, or null when it names another host or anything outside root. */
function fileFor(url: string, root: string): string | null {
  let parsed: URL;
  let path: string;
  try {
    parsed = new URL(url);
    // Decoded after the URL parser normalised ".." so that an encoded "%2e%2e%2f" or "%5c" cannot
    // slip past it; the result is checked against root below whatever it holds.
    path = decodeURIComponent(parsed.pathname);
  } catch {
    return null;
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST || path.includes('\0')) return null;
  const file = resolve(root, `.${path === '/' ? '/index.html' : path}`);
  return isInside(root, file) ? file : null;
}

function isInside(root: string, file: string): boolean {
  const inside = relative(root, file);
  return Boolean(inside) && !inside.startsWith('..') && !isAbsolute(inside);
}

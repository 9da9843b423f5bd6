// The app page's Content-Security-Policy. Everything is denied by default and only the app's own
// files are allowed; the renderer never talks to the network itself (main makes every HTTP call),
// so connect-src stays 'self'.
//
// style-src has no 'unsafe-inline': React's `style` props are applied through the CSSOM
// (element.style), which CSP does not govern; only <style> elements and style="" attributes in
// markup need 'unsafe-inline', and the built renderer uses neither (Vite emits CSS files).
// No 'unsafe-eval' anywhere.
const directives: Record<string, string[]> = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
};

function serialise(policy: Record<string, string[]>): string {
  return Object.entries(policy)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export const CONTENT_SECURITY_POLICY = serialise(directives);

/**
 * For the Vite dev server only: its React Fast Refresh preamble is an inline <script> and its
 * CSS hot reload injects <style> elements, both of which the production policy blocks.
 */
export const DEV_CONTENT_SECURITY_POLICY = serialise({
  ...directives,
  'script-src': ["'self'", "'unsafe-inline'"],
  'style-src': ["'self'", "'unsafe-inline'"],
});

/**
 * Response headers with the policy set, replacing any policy the response already had (in any
 * letter case) so exactly one, known, policy applies.
 */
export function withCspHeader(
  headers: Record<string, string[]> | undefined,
  policy: string = CONTENT_SECURITY_POLICY,
): Record<string, string[]> {
  const kept = Object.entries(headers ?? {}).filter(([name]) => name.toLowerCase() !== 'content-security-policy');
  return { ...Object.fromEntries(kept), 'Content-Security-Policy': [policy] };
}

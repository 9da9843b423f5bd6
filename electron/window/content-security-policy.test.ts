import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, DEV_CONTENT_SECURITY_POLICY, withCspHeader } from './content-security-policy';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

describe('CONTENT_SECURITY_POLICY', () => {
  const policy = directives(CONTENT_SECURITY_POLICY);

  it('denies by default and allows scripts only from the app itself', () => {
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
  });

  it('locks down everything else', () => {
    expect(Object.fromEntries(policy)).toEqual({
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
    });
  });

  it('allows no remote, wildcard or blob source, and leaves frames, workers and media to default-src', () => {
    const sources = [...policy.values()].flat();
    for (const source of sources) expect(source, source).toMatch(/^('self'|'none'|data:)$/);
    expect([...policy.entries()].filter(([, list]) => list.includes('data:')).map(([name]) => name)).toEqual(['img-src']);
    for (const fallback of ['frame-src', 'child-src', 'worker-src', 'media-src', 'manifest-src', 'script-src-attr', 'script-src-elem']) {
      expect(policy.has(fallback), fallback).toBe(false);
    }
  });

  it('relaxes only inline scripts and styles for the dev server, never eval', () => {
    const dev = directives(DEV_CONTENT_SECURITY_POLICY);
    expect(dev.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(dev.get('default-src')).toEqual(["'none'"]);
    expect(DEV_CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
  });
});

describe('withCspHeader', () => {
  it('adds the policy and keeps the other headers', () => {
    expect(withCspHeader({ 'Content-Type': ['text/html'] })).toEqual({
      'Content-Type': ['text/html'],
      'Content-Security-Policy': [CONTENT_SECURITY_POLICY],
    });
    expect(withCspHeader(undefined)).toEqual({ 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] });
  });

  it('replaces a policy the response already had, whatever its letter case', () => {
    const headers = withCspHeader({ 'content-security-policy': ['default-src *'], 'CONTENT-SECURITY-POLICY': ['x'] }, 'custom');
    expect(headers).toEqual({ 'Content-Security-Policy': ['custom'] });
  });
});

import { describe, expect, it } from 'vitest';
import { createAppUrlMatcher } from './app-url';

describe('createAppUrlMatcher for the dev server', () => {
  const isApp = createAppUrlMatcher('http://127.0.0.1:5173/');

  it.each([
    ['http://127.0.0.1:5173/', true],
    ['http://127.0.0.1:5173/index.html', true],
    ['http://127.0.0.1:5173/src/main.tsx?t=1#x', true],
    ['http://127.0.0.1:5173', true],
    ['http://127.0.0.1:5174/', false],
    ['http://127.0.0.1/', false],
    ['https://127.0.0.1:5173/', false],
    ['ws://127.0.0.1:5173/', false],
    ['http://localhost:5173/', false],
    ['http://127.0.0.1.evil.test:5173/', false],
    ['http://127.0.0.1:5173.evil.test/', false],
    ['http://127.0.0.1:5173@evil.test/', false],
    ['http://evil.test@127.0.0.1:5173/', false],
    ['http://evil.test/?http://127.0.0.1:5173/', false],
    ['file:///app/index.html', false],
    ['not a url', false],
    ['', false],
  ])('%j → %s', (url, expected) => {
    expect(isApp(url)).toBe(expected);
  });
});

describe('createAppUrlMatcher for the packaged app', () => {
  const isApp = createAppUrlMatcher('file:///opt/SMS%20Explorer/resources/app/dist/renderer/index.html');

  it.each([
    ['file:///opt/SMS%20Explorer/resources/app/dist/renderer/index.html', true],
    ['file:///opt/SMS Explorer/resources/app/dist/renderer/index.html', true],
    ['file:///opt/SMS%20Explorer/resources/app/dist/renderer/index.html#/messages', true],
    ['file:///opt/SMS%20Explorer/resources/app/dist/renderer/index.html?x=1', true],
    ['file:///opt/SMS%20Explorer/resources/app/dist/renderer/other.html', false],
    ['file:///opt/SMS%20Explorer/resources/app/dist/renderer/', false],
    ['file:///etc/passwd', false],
    ['file://evil.test/opt/SMS%20Explorer/resources/app/dist/renderer/index.html', false],
    ['http://127.0.0.1:5173/', false],
    ['https://opt/SMS%20Explorer/resources/app/dist/renderer/index.html', false],
  ])('%j → %s', (url, expected) => {
    expect(isApp(url)).toBe(expected);
  });
});

describe('createAppUrlMatcher for a custom scheme', () => {
  const isApp = createAppUrlMatcher('app://bundle/index.html');

  it('matches the scheme and host only', () => {
    expect(isApp('app://bundle/index.html')).toBe(true);
    expect(isApp('app://bundle/assets/x.js')).toBe(true);
    expect(isApp('app://other/index.html')).toBe(false);
    expect(isApp('apps://bundle/index.html')).toBe(false);
  });
});

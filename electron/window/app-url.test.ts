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

describe('createAppUrlMatcher for the packaged app (app://)', () => {
  const isApp = createAppUrlMatcher('app://sms-explorer/index.html');

  it.each([
    ['app://sms-explorer/index.html', true],
    ['app://sms-explorer/index.html#/messages', true],
    ['app://sms-explorer/assets/x.js', true],
    ['app://other/index.html', false],
    ['app://sms-explorer.evil.test/index.html', false],
    ['app://evil.test@sms-explorer/index.html', false],
    ['apps://sms-explorer/index.html', false],
    ['https://sms-explorer/index.html', false],
    ['file:///opt/app/dist/renderer/index.html', false],
  ])('%j → %s', (url, expected) => {
    expect(isApp(url)).toBe(expected);
  });

  it('refuses to be built for file:// (every local file would share the origin)', () => {
    expect(() => createAppUrlMatcher('file:///opt/app/dist/renderer/index.html')).toThrow(/not file:/);
  });
});

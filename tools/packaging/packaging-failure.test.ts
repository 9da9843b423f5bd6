import { describe, expect, it } from 'vitest';
import { packagingFailure } from './packaging-failure';

const withCode = (message: string, code: string, cause?: Error) => Object.assign(new Error(message, { cause }), { code });

describe('what npm run package says when it fails', () => {
  it('names the download and where to run it when the network is the cause', () => {
    expect(packagingFailure(withCode('getaddrinfo ENOTFOUND github.com', 'ENOTFOUND'))).toBe(
      "Packaging needs downloads from Electron's and electron-builder's releases, which failed here (getaddrinfo ENOTFOUND github.com): run `npm run package` where the network reaches them, or let the release workflow build the installers.",
    );
  });

  it('finds a network failure wrapped in another error', () => {
    expect(
      packagingFailure(new Error('Cannot download electron zip', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') })),
    ).toMatch(/^Packaging needs downloads/);
  });

  it('passes any other failure on in one line, without a stack trace', () => {
    expect(packagingFailure(new Error('Invalid configuration object'))).toBe('Packaging failed: Invalid configuration object');
    expect(packagingFailure(withCode('no such file', 'ENOENT'))).toBe('Packaging failed: no such file');
  });
});

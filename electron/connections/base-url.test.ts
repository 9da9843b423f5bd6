import { describe, expect, it } from 'vitest';
import { ExplorerFailure } from '../../common/errors/failure';
import { isAllowedBaseUrl, normalizeBaseUrl } from './base-url';

function refusal(input: string) {
  try {
    normalizeBaseUrl(input);
  } catch (error) {
    if (error instanceof ExplorerFailure) return error.error;
    throw error;
  }
  throw new Error(`${input} was accepted`);
}

describe('base URL policy', () => {
  it.each([
    ['https://api.example.com', 'https://api.example.com'],
    ['  https://API.Example.com/v2/// ', 'https://api.example.com/v2'],
    ['https://api.example.com:8443/', 'https://api.example.com:8443'],
    ['http://127.0.0.1:4010', 'http://127.0.0.1:4010'],
    ['http://127.8.9.10/', 'http://127.8.9.10'],
    ['http://localhost', 'http://localhost'],
    ['http://LOCALHOST:3000/base/', 'http://localhost:3000/base'],
    ['http://[::1]:4010', 'http://[::1]:4010'],
  ])('accepts %s as %s', (input, expected) => {
    expect(normalizeBaseUrl(input)).toBe(expected);
    expect(isAllowedBaseUrl(expected)).toBe(true);
  });

  it.each([
    ['http://example.com', /https:\/\/.*localhost/],
    ['http://127.0.0.1.example.com', /unencrypted/],
    ['http://10.0.0.1', /unencrypted/],
    ['ftp://example.com', /ftp: are not supported/],
    ['file:///etc/passwd', /not supported/],
    ['demo:embedded', /not supported/],
    ['https://user:pass@api.example.com', /user name and password/],
    ['https://token@api.example.com', /user name and password/],
    ['https://api.example.com/?x=1', /query/],
    ['https://api.example.com/#top', /fragment/],
    ['https://api.example.com/?', /query/],
    ['junk', /not a web address/],
    ['api.example.com', /not a web address/],
    ['', /not a web address/],
  ])('refuses %s', (input, message) => {
    const error = refusal(input);
    expect(error).toMatchObject({ kind: 'invalid_request', field: 'baseUrl' });
    expect(error.message).toMatch(message);
  });

  it('never repeats what was typed, which may be a token in the wrong field', () => {
    const pasted = 'tok_3f9a8b7c6d5e4f3a2b1c';
    expect(refusal(pasted).message).not.toContain(pasted);
    expect(refusal(`https://${pasted}@api.example.com`).message).not.toContain(pasted);
  });

  it('flags stored addresses that are not in normal form', () => {
    expect(isAllowedBaseUrl('https://api.example.com/')).toBe(false);
    expect(isAllowedBaseUrl('http://example.com')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { linkServer, sameServer } from './link-server';

describe('linkServer', () => {
  it('keeps an http(s) address’s origin and path, without credentials, query, fragment or trailing slash', () => {
    expect(linkServer(' https://user:pw@API.Example.com:8443/v1//?key=1#top ')).toBe('https://api.example.com:8443/v1');
    expect(linkServer('http://127.0.0.1:4010/')).toBe('http://127.0.0.1:4010');
    expect(linkServer('https://api.example.com')).toBe('https://api.example.com');
  });

  it('keeps any other text as it is, trimmed (the built-in demo’s name)', () => {
    expect(linkServer(' Built-in demo API ')).toBe('Built-in demo API');
    expect(linkServer('ftp://files.example.com/x?y')).toBe('ftp://files.example.com/x?y');
  });
});

describe('sameServer', () => {
  it('matches addresses that differ only in case of host, trailing slash or credentials; never an absent or empty one', () => {
    expect(sameServer('HTTP://127.0.0.1:4010/', 'http://127.0.0.1:4010')).toBe(true);
    expect(sameServer('https://api.example.com/v1', 'https://api.example.com/v2')).toBe(false);
    expect(sameServer('https://api.example.com', 'http://api.example.com')).toBe(false);
    expect(sameServer(undefined, 'http://127.0.0.1:4010')).toBe(false);
    expect(sameServer('', '')).toBe(false);
  });
});

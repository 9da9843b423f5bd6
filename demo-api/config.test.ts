import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_DEMO_CONFIG, DemoConfigError, parseDemoApiConfig } from './config';
import { DEMO_CONNECTION } from './demo-connection';
import { fakeToken, problemsOf } from './test/support';

describe('parseDemoApiConfig', () => {
  it('fills every field with its default', () => {
    const config = parseDemoApiConfig({});
    expect(config).toMatchObject({
      defaultPageSize: 50,
      maxPageSize: 500,
      pageTokenTtlSeconds: 900,
      previousPageTokens: true,
      sparsePages: 0.1,
      latencyMs: 0,
      slowMs: 5000,
      faults: { rate: 0, retryAfterSeconds: 1 },
    });
    expect(config.requestLog).toBeUndefined();
    expect(parseDemoApiConfig(undefined)).toEqual({ ...config, anchorTime: expect.any(String) });
  });

  it('anchors the newest message to when the server starts, unless a fixed anchor is given', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-25T09:30:12.345Z') });
    try {
      // Data ending today: every time preset of the app finds messages on first try.
      expect(parseDemoApiConfig({}).anchorTime).toBe('2026-11-25T09:30:12Z');
      // Deterministic tests keep a fixed anchor.
      expect(parseDemoApiConfig({ anchorTime: '2025-11-14T17:45:00Z' }).anchorTime).toBe('2025-11-14T17:45:00Z');
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes the other side where the contract is silent, only when asked', () => {
    expect(parseDemoApiConfig({})).toMatchObject({
      endMarker: 'absent',
      resultsMember: 'smsMessages',
      emptyPagesFirst: 0,
      repeatNextToken: false,
      echoAuthorization: [],
    });
    const config = parseDemoApiConfig({
      expiredPageToken: { status: 400, body: { error: { message: 'Invalid page token' } } },
      endMarker: 'empty',
      resultsMember: 'messages',
      extraArrayMember: 'warnings',
      emptyPagesFirst: 12,
      repeatNextToken: true,
      echoAuthorization: ['error', 'record'],
    });
    expect(config).toMatchObject({ endMarker: 'empty', resultsMember: 'messages', extraArrayMember: 'warnings', emptyPagesFirst: 12 });
    expect(problemsOf({ resultsMember: 'a', extraArrayMember: 'a' })).toEqual(['extraArrayMember: must differ from resultsMember']);
    expect(problemsOf({ expiredPageToken: { status: 500, body: '' } })[0]).toMatch(/^expiredPageToken\.status/);
    expect(problemsOf({ resultsMember: 'has space' })[0]).toMatch(/^resultsMember/);
  });

  it('ships two default tokens over three realistic locations', () => {
    const tokens = Object.entries(DEFAULT_DEMO_CONFIG.tokens);
    expect(tokens).toHaveLength(2);
    expect(tokens.map(([, locations]) => locations.length).sort()).toEqual([1, 3]);
    expect(Object.values(DEFAULT_DEMO_CONFIG.locations).map((location) => location.messages)).toEqual([2_400, 350, 120_000]);
  });

  it('accepts a fractional token lifetime and a custom data set', () => {
    const token = fakeToken();
    const config = parseDemoApiConfig({
      pageTokenTtlSeconds: 0.3,
      tokens: { [token]: ['a'] },
      locations: { a: { name: 'A', messages: 0 } },
      faults: { rate: 0.5, kinds: ['slow'], seed: 7 },
    });
    expect(config.pageTokenTtlSeconds).toBe(0.3);
    expect(config.tokens).toEqual({ [token]: ['a'] });
    expect(config.faults).toEqual({ rate: 0.5, kinds: ['slow'], seed: 7, retryAfterSeconds: 1 });
  });

  it('gives custom locations without tokens to one demo token', () => {
    const config = parseDemoApiConfig({ locations: { a: { name: 'A', messages: 3 }, b: { name: 'B', messages: 4 } } });
    expect(Object.values(config.tokens)).toEqual([['a', 'b']]);
  });

  it('lists every bad field in one error', () => {
    const problems = problemsOf({
      defaultPageSize: 0,
      maxPageSize: 1.5,
      pageTokenTtlSeconds: -1,
      sparsePages: 2,
      anchorTime: '2025-02-30T00:00:00Z',
      faults: { rate: 0.5, kinds: ['teapot'] },
      colour: 'blue',
    });
    const fields = problems.map((problem) => problem.split(':')[0]);
    expect(fields).toEqual(
      expect.arrayContaining([
        'defaultPageSize',
        'maxPageSize',
        'pageTokenTtlSeconds',
        'sparsePages',
        'anchorTime',
        'faults.kinds.0',
        'colour',
      ]),
    );
    expect(problems.find((problem) => problem.startsWith('colour'))).toBe('colour: unknown field');
  });

  it('checks fields against each other, without echoing tokens', () => {
    const token = fakeToken();
    const problems = problemsOf({
      defaultPageSize: 100,
      maxPageSize: 10,
      tokens: { [token]: ['nowhere'] },
      locations: { a: { name: 'A', messages: 1 } },
    });
    expect(problems).toContain('defaultPageSize: must not exceed maxPageSize (10)');
    expect(problems).toContain('tokens.#1.0: location "nowhere" is not defined in locations');
    expect(problems.join('\n')).not.toContain(token);
  });

  it('hides a malformed token in its error', () => {
    const problems = problemsOf({ tokens: { 'bad token with spaces': ['a'] }, locations: { a: { name: 'A', messages: 1 } } });
    expect(problems.join('\n')).not.toContain('bad token');
    expect(problems).toEqual(['tokens.<token>: a token is printable ASCII without spaces']);
  });

  it('names its problems in the error message', () => {
    expect(() => parseDemoApiConfig({ latencyMs: 'soon' })).toThrow(/Invalid demo API config:\n {2}- latencyMs: /);
    expect(() => parseDemoApiConfig([])).toThrow(DemoConfigError);
  });
});

describe('DEMO_CONNECTION', () => {
  it('matches the default tokens and locations', () => {
    expect(DEMO_CONNECTION.label).toBe('Demo API');
    expect(DEFAULT_DEMO_CONFIG.tokens[DEMO_CONNECTION.token]).toEqual(DEMO_CONNECTION.locations.map((location) => location.id));
    expect(DEMO_CONNECTION.locations).toHaveLength(3);
    for (const location of DEMO_CONNECTION.locations) {
      expect(location.name).toBe(DEFAULT_DEMO_CONFIG.locations[location.id]?.name);
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { OperationName } from '../../common/ipc/contract';
import { CLIPBOARD_MAX_CHARS, operations } from '../../common/ipc/contract';
import type { Handlers } from './dispatch';
import { createDispatch } from './dispatch';
import { ExplorerFailure } from '../../common/errors/failure';
import { APP_URL } from '../electron-adapters/app-protocol';
import { createAppUrlMatcher } from '../window/app-url';
import { VALID_INPUTS } from '../test/ipc-inputs';

/** Longer than any string field of the contract takes (the clipboard's is the longest). */
const OVER_EVERY_LIMIT = 'x'.repeat(CLIPBOARD_MAX_CHARS + 1);

const appUrl = APP_URL;
const names = Object.keys(operations) as OperationName[];

function spyHandlers() {
  const calls: string[] = [];
  const handlers = Object.fromEntries(
    names.map((name) => [
      name,
      async (input: unknown) => {
        calls.push(name);
        return { echoed: input };
      },
    ]),
  ) as unknown as Handlers;
  return { handlers, calls };
}

function dispatcher(handlers: Handlers) {
  return createDispatch({ handlers, isTrustedSender: (url) => url === appUrl });
}

const malformed: [string, (valid: Record<string, unknown>) => unknown][] = [
  ['null', () => null],
  ['a string', () => 'getState'],
  ['an array', (valid) => [valid]],
  ['an extra field', (valid) => ({ ...valid, extra: true })],
  ['a __proto__ key', (valid) => JSON.parse(`{"__proto__": {"polluted": true}, ${JSON.stringify(valid).slice(1, -1) || '"x": 1'}}`)],
  ['a constructor key', (valid) => ({ ...valid, constructor: { prototype: { polluted: true } } })],
  ['every field a number', (valid) => Object.fromEntries(Object.keys(valid).map((key) => [key, 12345]))],
  ['every field a huge string', (valid) => Object.fromEntries(Object.keys(valid).map((key) => [key, OVER_EVERY_LIMIT]))],
];

describe('createDispatch', () => {
  it.each(names)('runs %s for the app page with a valid input', async (name) => {
    const { handlers, calls } = spyHandlers();
    const result = await dispatcher(handlers)(operations[name].channel, VALID_INPUTS[name], appUrl);
    expect(result.ok).toBe(true);
    expect(calls).toEqual([name]);
  });

  it.each(names)('refuses %s from any other frame without running it', async (name) => {
    const { handlers, calls } = spyHandlers();
    const dispatch = dispatcher(handlers);
    for (const sender of [undefined, '', 'https://evil.test/index.html', 'file:///tmp/other.html', `${appUrl}.evil`]) {
      const result = await dispatch(operations[name].channel, VALID_INPUTS[name], sender);
      expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'invalid_request' }) });
    }
    expect(calls).toEqual([]);
  });

  it.each([
    [
      'the dev server',
      'http://127.0.0.1:5173/',
      [
        'http://127.0.0.1.evil.test:5173/',
        'http://127.0.0.1.evil.test/',
        'http://127.0.0.1:5173@evil.test/',
        'http://evil.test@127.0.0.1:5173/',
        'http://user:pass@127.0.0.1:5173/',
        'http://localhost:5173/',
        'https://127.0.0.1:5173/',
        'http://127.0.0.1:5174/',
        'http://evil.test/?http://127.0.0.1:5173/',
      ],
    ],
    [
      'the packaged app',
      appUrl,
      [
        'app://sms-explorer.evil/index.html',
        'app://evil.test@sms-explorer/index.html',
        'app://other/index.html',
        'apps://sms-explorer/index.html',
        'https://sms-explorer/index.html',
        'file:///opt/sms-explorer/dist/renderer/index.html',
        'file://sms-explorer/index.html',
      ],
    ],
  ])('with the real URL matcher for %s, refuses every operation from look-alike senders', async (_app, url, lookAlikes) => {
    const { handlers, calls } = spyHandlers();
    const dispatch = createDispatch({ handlers, isTrustedSender: createAppUrlMatcher(url) });
    for (const name of names) {
      for (const sender of lookAlikes) {
        const result = await dispatch(operations[name].channel, VALID_INPUTS[name], sender);
        expect(result, `${name} from ${sender}`).toEqual({ ok: false, error: expect.objectContaining({ kind: 'invalid_request' }) });
      }
      expect((await dispatch(operations[name].channel, VALID_INPUTS[name], url)).ok).toBe(true);
    }
    expect(calls).toEqual(names);
  });

  for (const [what, make] of malformed) {
    // Operations without fields (getState) have nothing to make wrong for the per-field cases.
    const changed = names.filter((name) => {
      const valid = VALID_INPUTS[name];
      return JSON.stringify(make(valid)) !== JSON.stringify(valid) || what.includes('key');
    });
    it.each(changed)(`rejects %s given ${what}, running nothing`, async (name) => {
      const { handlers, calls } = spyHandlers();
      const input = make(VALID_INPUTS[name]);
      const result = await dispatcher(handlers)(operations[name].channel, input, appUrl);
      expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'invalid_request' }) });
      expect(calls).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }

  it('refuses page_token and page_size inside a search body (the app manages them)', async () => {
    const { handlers, calls } = spyHandlers();
    const dispatch = dispatcher(handlers);
    for (const body of [{ page_token: 'x' }, { page_size: 10 }]) {
      const result = await dispatch(operations.searchMessages.channel, { ...VALID_INPUTS.searchMessages, requestId: 'r', body }, appUrl);
      expect(result.ok).toBe(false);
    }
    expect(calls).toEqual([]);
  });

  it('refuses a filter body 5,000 levels deep or of 50 MB with the limit, for every operation that takes one', async () => {
    const { handlers, calls } = spyHandlers();
    const dispatch = dispatcher(handlers);
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let level = 0; level < 5000; level++) deep = { a: deep };
    const bodies: [Record<string, unknown>, string][] = [
      [deep, 'Invalid input for NAME (body): The filter body nests deeper than 32 levels, the most the app sends. Flatten the filters.'],
      [
        { query: 'x'.repeat(50 * 1024 * 1024) },
        'Invalid input for NAME (body): The filter body is larger than 32,768 characters as JSON, the most the app sends. Use fewer or shorter filters.',
      ],
    ];
    for (const name of ['searchMessages', 'copyAsCurl', 'exportRows', 'exportAll'] as const) {
      for (const [body, message] of bodies) {
        const result = await dispatch(operations[name].channel, { ...VALID_INPUTS[name], body }, appUrl);
        expect(result).toEqual({ ok: false, error: { kind: 'invalid_request', field: 'body', message: message.replace('NAME', name) } });
      }
    }
    expect(calls).toEqual([]);
  });

  it('hands the handler the parsed input: trimmed, as the schema left it, not what was sent', async () => {
    const { handlers } = spyHandlers();
    const result = await dispatcher(handlers)(
      operations.createConnection.channel,
      {
        ...VALID_INPUTS.createConnection,
        label: '  Support \n',
        token: ' tok-abc\n',
        baseUrl: ' https://api.example.test ',
        locations: [{ id: ' loc-1\t', name: ' Main ' }],
      },
      appUrl,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        echoed: {
          ...VALID_INPUTS.createConnection,
          label: 'Support',
          token: 'tok-abc',
          baseUrl: 'https://api.example.test',
          locations: [{ id: 'loc-1', name: 'Main' }],
        },
      },
    });
  });

  it('refuses an unknown channel', async () => {
    const { handlers } = spyHandlers();
    const result = await dispatcher(handlers)('shell:exec', {}, appUrl);
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'invalid_request' }) });
  });

  it('returns a service failure as data and hides unexpected errors', async () => {
    const { handlers } = spyHandlers();
    const unexpected: unknown[] = [];
    const dispatch = createDispatch({
      handlers: {
        ...handlers,
        getState: async () => {
          throw new ExplorerFailure({ kind: 'vault_unavailable', message: 'Keyring locked.' });
        },
        cancelRequest: async () => {
          throw new Error('secret-bearing internal detail');
        },
      },
      isTrustedSender: (url) => url === appUrl,
      onUnexpected: (_name, error) => unexpected.push(error),
    });
    expect(await dispatch(operations.getState.channel, {}, appUrl)).toEqual({
      ok: false,
      error: { kind: 'vault_unavailable', message: 'Keyring locked.' },
    });
    const hidden = await dispatch(operations.cancelRequest.channel, { requestId: 'r1' }, appUrl);
    expect(hidden.ok).toBe(false);
    expect(JSON.stringify(hidden)).not.toContain('secret-bearing');
    expect(unexpected).toHaveLength(1);
  });
});

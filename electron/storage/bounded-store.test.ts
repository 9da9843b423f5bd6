import { chmod, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isFailure } from '../../common/errors/failure';
import { MAX_SECRETS_BYTES, MAX_SETTINGS_BYTES } from '../../common/limits/stored-limits';
import { useTempDir } from '../test/test-stores';
import { boundedStore } from './bounded-store';
import type { StoreBound } from './bounded-store';
import { createConfStore } from './conf-store';
import { openAppStores } from './open-app-stores';

const dir = useTempDir();

const refusal = (work: () => void): unknown => {
  try {
    work();
  } catch (error) {
    return error;
  }
  return null;
};

const bound = (maxBytes: number): StoreBound => ({ maxBytes, name: 'settings', makeRoom: 'Delete what you no longer need.' });
const fileBytes = async (name = 'settings') => (await stat(join(dir().path, `${name}.json`))).size;

describe('boundedStore', () => {
  it('refuses a write that would grow the file past its bound, saying so, and writes nothing', () => {
    const store = boundedStore(createConfStore(dir().path, 'settings'), bound(10_000));
    store.set('a', 'x'.repeat(4_000));
    store.set('b', 'x'.repeat(4_000));

    const error = refusal(() => store.set('c', 'x'.repeat(4_000)));

    expect(isFailure(error, 'invalid_request')).toBe(true);
    expect((error as Error).message).toBe(
      'The settings file would pass its 9.8 KB limit (it holds 7.8 KB), so this change was not saved. Delete what you no longer need.',
    );
    expect(store.get('c')).toBeUndefined();
  });

  it('counts the bytes conf writes (UTF-8, tab-indented, nested): the file may reach its bound exactly, never a byte past it', async () => {
    // Two-byte and four-byte characters, keys that JSON escapes, and nesting that conf indents.
    const value = { name: 'é'.repeat(300), nested: [{ deep: ['😀', 'a"b\\c'] }, []], n: 1 };
    const probe = boundedStore(createConfStore(dir().path, 'probe'), bound(1_000_000));
    probe.set('first "key"', value);
    probe.set('second', 'x');
    const exact = await fileBytes('probe');

    const store = boundedStore(createConfStore(dir().path, 'settings'), bound(exact));
    store.set('first "key"', value);
    store.set('second', 'x');
    expect(await fileBytes()).toBe(exact);
    expect(refusal(() => store.set('second', 'xy'))).not.toBeNull();

    const tight = boundedStore(createConfStore(dir().path, 'settings'), bound(exact));
    expect(refusal(() => tight.set('second', 'xy'))).not.toBeNull();
    tight.delete('second');
    tight.set('second', 'y');
    expect(await fileBytes()).toBe(exact);
  });

  it('counts an empty file as its two braces and a file of one member exactly', async () => {
    const empty = boundedStore(createConfStore(dir().path, 'settings'), bound(0));
    expect(refusal(() => empty.set('a', 1))).not.toBeNull();
    const probe = createConfStore(dir().path, 'probe');
    probe.set('a', 1);
    const store = boundedStore(createConfStore(dir().path, 'settings'), bound(await fileBytes('probe')));
    store.set('a', 1);
    expect(refusal(() => store.set('a', 10))).not.toBeNull();
  });

  it('always lets a write shrink the file, which makes room again', () => {
    const store = boundedStore(createConfStore(dir().path, 'settings'), bound(10_000));
    store.set('a', 'x'.repeat(6_000));
    expect(refusal(() => store.set('b', 'x'.repeat(6_000)))).not.toBeNull();
    store.set('a', 'x'.repeat(100));
    store.set('b', 'x'.repeat(6_000));
    store.delete('b');
    store.set('c', 'x'.repeat(9_000));
    expect(store.get('c')).toHaveLength(9_000);
  });

  it('counts what the file held when it was opened', () => {
    createConfStore(dir().path, 'settings').set('old', 'x'.repeat(8_000));
    const store = boundedStore(createConfStore(dir().path, 'settings'), bound(10_000));
    expect(refusal(() => store.set('new', 'x'.repeat(4_000)))).not.toBeNull();
    store.set('new', 'x'.repeat(1_000));
  });

  it('counts nothing of a file that is not there, not JSON, or JSON but not an object', async () => {
    const path = join(dir().path, 'odd.json');
    const memory = new Map<string, unknown>();
    const store = {
      get: (key: string) => memory.get(key),
      set: (key: string, value: unknown) => void memory.set(key, value),
      delete: (key: string) => void memory.delete(key),
      path,
    };
    // `{}` and `\t"a": "xxxxxxxxxx",\n`: 22 bytes.
    const fits = () => refusal(() => boundedStore(store, bound(22)).set('a', 'x'.repeat(10)));
    expect(fits()).toBeNull();
    for (const text of [`{"a": "${'x'.repeat(100)}`, `"${'x'.repeat(100)}"`, 'null']) {
      await writeFile(path, text);
      expect(fits(), text).toBeNull();
    }
    await writeFile(path, `\uFEFF{"b": 1}`);
    expect(fits()).not.toBeNull();
    expect(refusal(() => boundedStore(store, bound(31)).set('a', 'x'.repeat(10)))).toBeNull();
  });

  it('counts a value written again once, in place of what it replaces', () => {
    const store = boundedStore(createConfStore(dir().path, 'settings'), bound(10_000));
    store.set('a', 'x'.repeat(4_000));
    store.set('a', 'x'.repeat(4_100));
    store.set('a', 'x'.repeat(9_000));
    expect(store.get('a')).toHaveLength(9_000);
    expect(store.path).toBe(join(dir().path, 'settings.json'));
  });

  it('lets a file already past its bound (a smaller bound, a hand edit) shrink step by step, or be rewritten at its size', () => {
    createConfStore(dir().path, 'settings').set('old', 'x'.repeat(8_000));
    const store = boundedStore(createConfStore(dir().path, 'settings'), bound(5_000));
    store.set('old', 'y'.repeat(8_000));
    store.set('old', 'x'.repeat(7_000));
    expect(refusal(() => store.set('new', 'x'))).not.toBeNull();
  });
});

describe('the app’s stores', () => {
  const open = () =>
    openAppStores(
      dir().path,
      (name) => createConfStore(dir().path, name),
      () => new Date(0),
    );

  it(`settings.json takes at most ${MAX_SETTINGS_BYTES.toLocaleString('en-US')} bytes on disk, however the collections in it add up`, async () => {
    const { settings } = open();
    // 1 MiB of UTF-8 in half as many characters: the bound is bytes on disk, not characters.
    const chunk = 'é'.repeat(512 * 1024);
    let written = 0;
    let error: unknown = null;
    for (let key = 0; key < 20 && error === null; key++) {
      error = refusal(() => settings.set(`k${key}`, chunk));
      if (error === null) written += 1;
    }
    expect(written).toBe(7);
    expect((error as Error).message).toMatch(
      /^The settings file would pass its 8 MB limit \(it holds 7 MB\), so this change was not saved\. Delete saved searches/,
    );
    expect(await fileBytes()).toBeLessThanOrEqual(MAX_SETTINGS_BYTES);
  });

  it(`secrets.json takes at most ${MAX_SECRETS_BYTES.toLocaleString('en-US')} bytes on disk`, async () => {
    const { secrets } = open();
    const error = refusal(() => secrets.set('tokens', { a: 'x'.repeat(MAX_SECRETS_BYTES) }));
    expect((error as Error).message).toMatch(
      /^The secrets file would pass its 2 MB limit \(it holds 2 bytes\), so this change was not saved\. Remove connections/,
    );
    secrets.set('tokens', { a: 'x'.repeat(MAX_SECRETS_BYTES - 100) });
    expect(await fileBytes('secrets')).toBeLessThanOrEqual(MAX_SECRETS_BYTES);
  });

  it('are readable by their owner only, even a file that was not', async () => {
    await writeFile(join(dir().path, 'secrets.json'), '{}');
    await chmod(join(dir().path, 'secrets.json'), 0o644);
    const { settings, secrets } = open();
    settings.set('a', 1);
    secrets.set('tokens', {});
    expect((await stat(join(dir().path, 'settings.json'))).mode & 0o777).toBe(0o600);
    expect((await stat(join(dir().path, 'secrets.json'))).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(join(dir().path, 'secrets.json'), 'utf8'))).toEqual({ tokens: {} });
  });
});

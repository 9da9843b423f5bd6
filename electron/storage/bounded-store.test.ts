import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isFailure } from '../../common/errors/failure';
import { MAX_SETTINGS_CHARS } from '../../common/limits/stored-limits';
import { boundedStore } from './bounded-store';
import { createConfStore } from './conf-store';
import { openAppStores } from './open-app-stores';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bounded-store-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const refusal = (work: () => void): unknown => {
  try {
    work();
  } catch (error) {
    return error;
  }
  return null;
};

describe('boundedStore', () => {
  it('refuses a write that would grow the file past its bound, saying so, and writes nothing', () => {
    const store = boundedStore(createConfStore(dir, 'settings'), 10_000);
    store.set('a', 'x'.repeat(4_000));
    store.set('b', 'x'.repeat(4_000));

    const error = refusal(() => store.set('c', 'x'.repeat(4_000)));

    expect(isFailure(error, 'invalid_request')).toBe(true);
    expect((error as Error).message).toMatch(/^The settings file would pass its 0\.0 MB limit \(it holds 0\.0 MB\), so this change was not saved\. Delete saved searches/);
    expect(store.get('c')).toBeUndefined();
  });

  it('always lets a write shrink the file, which makes room again', () => {
    const store = boundedStore(createConfStore(dir, 'settings'), 10_000);
    store.set('a', 'x'.repeat(6_000));
    expect(refusal(() => store.set('b', 'x'.repeat(6_000)))).not.toBeNull();
    store.set('a', 'x'.repeat(100));
    store.set('b', 'x'.repeat(6_000));
    store.delete('b');
    store.set('c', 'x'.repeat(9_000));
    expect(store.get('c')).toHaveLength(9_000);
  });

  it('counts what the file held when it was opened', () => {
    createConfStore(dir, 'settings').set('old', 'x'.repeat(8_000));
    const store = boundedStore(createConfStore(dir, 'settings'), 10_000);
    expect(refusal(() => store.set('new', 'x'.repeat(4_000)))).not.toBeNull();
    store.set('new', 'x'.repeat(1_000));
  });

  it('lets a file already past its bound (a smaller bound, a hand edit) shrink step by step', () => {
    createConfStore(dir, 'settings').set('old', 'x'.repeat(8_000));
    const store = boundedStore(createConfStore(dir, 'settings'), 5_000);
    store.set('old', 'x'.repeat(7_000));
    expect(refusal(() => store.set('new', 'x'))).not.toBeNull();
  });
});

describe('the app’s settings store', () => {
  it(`holds at most ${MAX_SETTINGS_CHARS.toLocaleString('en-US')} characters, however the collections in it add up`, async () => {
    const { settings } = openAppStores(dir, (name) => createConfStore(dir, name), () => new Date(0));
    const chunk = 'x'.repeat(1024 * 1024);
    let written = 0;
    let error: unknown = null;
    for (let key = 0; key < 12 && error === null; key++) {
      error = refusal(() => settings.set(`k${key}`, chunk));
      if (error === null) written += 1;
    }
    expect(written).toBe(7);
    expect((error as Error).message).toMatch(/would pass its 8\.0 MB limit \(it holds 7\.0 MB\)/);
    expect((await stat(join(dir, 'settings.json'))).size).toBeLessThan(MAX_SETTINGS_CHARS + 1024);
  });
});

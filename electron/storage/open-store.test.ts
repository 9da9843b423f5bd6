import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from './open-store';
import { createConfStore } from './conf-store';
import { makeTempDir } from '../test/test-stores';
import type { TempDir } from '../test/test-stores';

const when = new Date('2025-03-04T05:06:07.089Z');

describe('openStore', () => {
  let dir: TempDir;
  let filePath: string;

  beforeEach(async () => {
    dir = await makeTempDir();
    filePath = join(dir.path, 'settings.json');
  });
  afterEach(() => dir.remove());

  const open = () =>
    openStore(
      () => createConfStore(dir.path, 'settings'),
      filePath,
      () => when,
    );

  it('opens a healthy file as it is', () => {
    writeFileSync(filePath, JSON.stringify({ connections: [] }));
    const { store, movedAside } = open();
    expect(movedAside).toBeNull();
    expect(store.get('connections')).toEqual([]);
  });

  it('creates a missing file without reporting anything', () => {
    const { store, movedAside } = open();
    expect(movedAside).toBeNull();
    store.set('a', 1);
    expect(JSON.parse(readFileSync(filePath, 'utf8'))).toEqual({ a: 1 });
  });

  const damaged: [string, Buffer][] = [
    ['a truncated file', Buffer.from('{"connections":[{"id":"c1","lab')],
    ['a file that is not JSON', Buffer.from([0x00, 0xff, 0x13, 0x37, 0x0a, 0x7b])],
    ['an empty file', Buffer.alloc(0)],
    ['JSON that is not an object', Buffer.from('[1,2,3]')],
    ['JSON that is not an object, after a byte order mark', Buffer.from('\uFEFF[1,2,3]')],
  ];

  it.each(damaged)('moves %s aside byte for byte and starts afresh', (_name, bytes) => {
    writeFileSync(filePath, bytes);
    const { store, movedAside } = open();

    expect(movedAside).toBe(join(dir.path, 'settings.corrupt-2025-03-04T05-06-07-089Z.json'));
    expect(readFileSync(movedAside as string).equals(bytes)).toBe(true);
    expect(store.get('connections')).toBeUndefined();
    store.set('connections', [{ id: 'fresh' }]);
    expect(JSON.parse(readFileSync(filePath, 'utf8'))).toEqual({ connections: [{ id: 'fresh' }] });
  });

  it('never overwrites an earlier copy moved aside at the same instant', () => {
    writeFileSync(filePath, 'first');
    const first = open().movedAside;
    writeFileSync(filePath, 'second');
    const second = open().movedAside;

    expect(second).not.toBe(first);
    expect(readFileSync(first as string, 'utf8')).toBe('first');
    expect(readFileSync(second as string, 'utf8')).toBe('second');
    expect(readdirSync(dir.path).sort()).toEqual([
      'settings.corrupt-2025-03-04T05-06-07-089Z-2.json',
      'settings.corrupt-2025-03-04T05-06-07-089Z.json',
    ]);
  });

  it('lets an error unrelated to the file through', () => {
    const failing = () => {
      throw new Error('no permission');
    };
    expect(() => openStore(failing, filePath, () => when)).toThrow('no permission');
    expect(existsSync(filePath)).toBe(false);
  });
});

import { mkdirSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_PENDING_EXPORT_FILES } from '../../common/limits/stored-limits';
import { createConfStore } from '../storage/conf-store';
import { createTestServices } from '../test/main-services';
import { memoryStore } from '../test/memory-store';
import { useTempDir } from '../test/test-stores';
import { openPageSpool } from '../jobs/page-spool';
import { tempPathBeside } from './export-files';
import { createPendingFiles, removeStaleExportFiles } from './pending-files';
import { createStreamingExportFile } from './streaming-export-file';

const dir = useTempDir();
const files = () => readdirSync(dir().path).sort();
const CSV = { format: 'csv', compression: 'none', bom: false, purpose: 'spreadsheet' } as const;

describe('an export killed while it writes', () => {
  it('leaves its part file and its spool listed, and the next start removes them and nothing else', async () => {
    const settings = createConfStore(dir().path, 'settings');
    const target = join(dir().path, 'thread.csv');
    // A user's own hidden files, named like the temp files but not kept by this app.
    writeFileSync(join(dir().path, '.thread.csv.0b7a3c1e-4d2f-4a8b-9c3d-1e2f3a4b5c6d.part'), 'mine');
    writeFileSync(join(dir().path, '.notes'), 'mine');
    const pending = createPendingFiles(settings);
    const file = await createStreamingExportFile(target, CSV, pending);
    await file.writer(['id']).write({ record: { id: 'm1' }, cells: { id: 'm1' } });
    const spool = await openPageSpool(tempPathBeside(`${target}.spool`), { pending });
    await spool.append([{ id: 'm1', body: 'the message text' }]);
    // Killed here: neither the file nor the spool is finished or removed.
    expect(files()).toHaveLength(5);
    for (const name of files().filter((candidate) => candidate !== '.notes' && !candidate.startsWith('.thread.csv.0b7a'))) {
      expect(statSync(join(dir().path, name)).mode & 0o777, name).toBe(0o600);
    }

    createTestServices({ dir: dir().path, demoBaseUrl: 'http://127.0.0.1:1' });

    expect(files()).toEqual(['.notes', '.thread.csv.0b7a3c1e-4d2f-4a8b-9c3d-1e2f3a4b5c6d.part', 'settings.json']);
    expect(createConfStore(dir().path, 'settings').get('pendingExportFiles')).toBeUndefined();
  });

  it('is forgotten once it ends, whichever way', async () => {
    const store = memoryStore();
    const pending = createPendingFiles(store);
    const committed = await createStreamingExportFile(join(dir().path, 'a.csv'), CSV, pending);
    const discarded = await createStreamingExportFile(join(dir().path, 'b.csv'), CSV, pending);
    const spool = await openPageSpool(join(dir().path, '.c.spool.part'), { pending });
    expect(store.get('pendingExportFiles')).toHaveLength(3);
    await committed.commit(join(dir().path, 'a.csv'));
    await discarded.discard();
    await spool.remove();
    expect(store.get('pendingExportFiles')).toEqual([]);
    expect(files()).toEqual(['a.csv']);
    expect(statSync(join(dir().path, 'a.csv')).mode & 0o777).toBe(0o600);
  });

  it('is not listed when its file cannot be created', async () => {
    const store = memoryStore();
    const pending = createPendingFiles(store);
    await expect(createStreamingExportFile(join(dir().path, 'missing', 'a.csv'), CSV, pending)).rejects.toThrow();
    await expect(openPageSpool(join(dir().path, 'missing', 'spool'), { pending })).rejects.toThrow();
    expect(store.get('pendingExportFiles')).toEqual([]);
  });
});

describe('removeStaleExportFiles', () => {
  const stale = (name: string) => {
    const path = join(dir().path, name);
    writeFileSync(path, 'x');
    return path;
  };

  it('removes only absolute paths of plain files named as the app names its temp files', () => {
    const ours = stale('.a.csv.0b7a3c1e-4d2f-4a8b-9c3d-1e2f3a4b5c6d.part');
    const notOurName = stale('a.csv');
    const noDot = stale('a.csv.0b7a3c1e-4d2f-4a8b-9c3d-1e2f3a4b5c6d.part');
    const target = stale('target');
    const link = join(dir().path, '.b.csv.1b7a3c1e-4d2f-4a8b-9c3d-1e2f3a4b5c6d.part');
    symlinkSync(target, link);
    const folder = join(dir().path, '.c.csv.2b7a3c1e-4d2f-4a8b-9c3d-1e2f3a4b5c6d.part');
    mkdirSync(folder);
    const relative = '.d.csv.3b7a3c1e-4d2f-4a8b-9c3d-1e2f3a4b5c6d.part';
    const gone = join(dir().path, '.e.csv.4b7a3c1e-4d2f-4a8b-9c3d-1e2f3a4b5c6d.part');
    const store = memoryStore('', { pendingExportFiles: [ours, notOurName, noDot, link, folder, relative, gone, 42] });

    expect(removeStaleExportFiles(store)).toEqual([ours]);

    expect(files()).toEqual([
      '.b.csv.1b7a3c1e-4d2f-4a8b-9c3d-1e2f3a4b5c6d.part',
      '.c.csv.2b7a3c1e-4d2f-4a8b-9c3d-1e2f3a4b5c6d.part',
      'a.csv',
      'a.csv.0b7a3c1e-4d2f-4a8b-9c3d-1e2f3a4b5c6d.part',
      'target',
    ]);
    expect(store.get('pendingExportFiles')).toBeUndefined();
  });

  it('reads nothing from a list that is not one, and writes nothing when none is kept', () => {
    const store = memoryStore('', { pendingExportFiles: stale('.a.csv.0b7a3c1e-4d2f-4a8b-9c3d-1e2f3a4b5c6d.part') });
    expect(removeStaleExportFiles(store)).toEqual([]);
    expect(files()).toHaveLength(1);
    const empty = memoryStore();
    const refuse = () => {
      throw new Error('no write expected');
    };
    empty.set = refuse;
    empty.delete = refuse;
    expect(removeStaleExportFiles(empty)).toEqual([]);
  });

  it(`keeps at most ${MAX_PENDING_EXPORT_FILES} paths, the newest`, () => {
    const store = memoryStore();
    const pending = createPendingFiles(store);
    for (let index = 0; index <= MAX_PENDING_EXPORT_FILES; index += 1) pending.add(`/p${index}`);
    expect(store.get('pendingExportFiles')).toEqual(Array.from({ length: MAX_PENDING_EXPORT_FILES }, (_, index) => `/p${index + 1}`));
    let writes = 0;
    const write = store.set;
    store.set = (key, value) => {
      writes += 1;
      write(key, value);
    };
    pending.settle('/elsewhere');
    expect(writes).toBe(0);
    pending.settle('/p5');
    expect(writes).toBe(1);
    expect(store.get('pendingExportFiles')).toHaveLength(MAX_PENDING_EXPORT_FILES - 1);
  });

  it('lists a path even if forgetting it fails, and says nothing of it', () => {
    const store = memoryStore();
    const pending = createPendingFiles(store);
    pending.add('/p');
    store.set = () => {
      throw new Error('disk');
    };
    expect(() => pending.settle('/p')).not.toThrow();
    expect(store.get('pendingExportFiles')).toEqual(['/p']);
  });
});

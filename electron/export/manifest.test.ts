import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ManifestInfo } from './manifest';
import { TIMES_IN_FILE, hashFile, manifestPathFor, writeManifest } from './manifest';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'manifest-test-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const info: ManifestInfo = {
  exportedAt: '2024-05-01T10:00:00.000Z',
  connectionLabel: 'Support EU',
  locationId: 'loc-1',
  locationName: 'Main street',
  filters: { status: 'delivered' },
  pageSize: 50,
  scope: 'loaded',
  pages: [1, 2],
  rows: 2,
  columns: ['id', 'body'],
  complete: true,
};

describe('names near the file system’s 255-byte limit', () => {
  it('writes the manifest of a file named with 200 characters before .csv, its temp file’s name shortened to fit', async () => {
    const csvPath = join(folder, `${'x'.repeat(200)}.csv`);
    await writeFile(csvPath, 'id\n1\n');
    const manifestPath = await writeManifest(csvPath, info);
    expect(manifestPath).toBe(join(folder, `${'x'.repeat(200)}.csv.manifest.json`));
    expect(await readdir(folder)).toHaveLength(2);
  });

  it('shortens a manifest name that would pass 255 bytes, between characters', () => {
    const name = `${'é'.repeat(125)}.csv`; // 254 bytes
    const manifest = basename(manifestPathFor(join(folder, name)));
    expect(Buffer.byteLength(manifest)).toBeLessThanOrEqual(255);
    expect(manifest).toMatch(/^é+\.manifest\.json$/);
  });
});

describe('manifestPathFor', () => {
  it.each([
    ['/x/messages.csv', '/x/messages.csv.manifest.json'],
    ['/x/messages.CSV', '/x/messages.CSV.manifest.json'],
    ['/x/messages.xlsx', '/x/messages.xlsx.manifest.json'],
    ['/x/messages.partial.csv.gz', '/x/messages.partial.csv.gz.manifest.json'],
    ['/x.csv/messages', '/x.csv/messages.manifest.json'],
  ])('%s → %s', (csvPath, expected) => {
    expect(manifestPathFor(csvPath)).toBe(expected);
  });
});

describe('writeManifest', () => {
  it('records the export and the CSV size and SHA-256 beside the CSV', async () => {
    const csvPath = join(folder, 'messages.csv');
    const content = Buffer.from('id,body\r\n1,héllo\r\n2,"a,b"\r\n', 'utf8');
    await writeFile(csvPath, content);

    const manifestPath = await writeManifest(csvPath, info);

    expect(manifestPath).toBe(join(folder, 'messages.csv.manifest.json'));
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({ ...info, timesInFile: TIMES_IN_FILE, file: { name: 'messages.csv', bytes: content.length } });
    expect(manifest).not.toHaveProperty('displayTimeZone');
    expect((manifest.file as { sha256: string }).sha256).toBe(createHash('sha256').update(content).digest('hex'));
    expect((await readdir(folder)).sort()).toEqual(['messages.csv', 'messages.csv.manifest.json']);
  });

  it('records the time zone the user saw the rows in', async () => {
    const csvPath = join(folder, 'messages.csv');
    await writeFile(csvPath, 'id\r\n');
    const manifest = JSON.parse(await readFile(await writeManifest(csvPath, { ...info, displayTimeZone: 'America/Chicago' }), 'utf8'));
    expect(manifest).toMatchObject({ displayTimeZone: 'America/Chicago', timesInFile: TIMES_IN_FILE });
  });

  it('hashes a file larger than one read chunk by streaming it', async () => {
    const csvPath = join(folder, 'big.csv');
    const content = Buffer.alloc(300_000, 'x');
    content.write('distinct-start');
    await writeFile(csvPath, content);
    expect(await hashFile(csvPath)).toEqual({ sha256: createHash('sha256').update(content).digest('hex'), bytes: 300_000 });
  });

  it('fails without leaving a temp file when the CSV is missing', async () => {
    await expect(writeManifest(join(folder, 'missing.csv'), info)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await readdir(folder)).toEqual([]);
  });
});

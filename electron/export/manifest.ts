import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** What an export records about itself. There is deliberately no field that could hold a token. */
export interface ManifestInfo {
  exportedAt: string;
  connectionLabel: string;
  locationId: string;
  locationName?: string;
  /** The search request body the rows were fetched with. */
  filters: Record<string, unknown>;
  pageSize: number;
  scope: string;
  /** The 1-based page numbers the rows come from, or how many pages were read. */
  pages: number[] | number;
  rows: number;
  columns: string[];
  /** Every row meant for the file was written (false for an export that stopped early). */
  complete: boolean;
}

export const MANIFEST_FORMAT = 'sms-explorer-export-manifest/1';

/** `<name>.csv` → `<name>.manifest.json`; any other name just gets `.manifest.json` appended. */
export function manifestPathFor(csvPath: string): string {
  const withoutCsv = csvPath.replace(/\.csv$/i, '');
  return `${withoutCsv}.manifest.json`;
}

/**
 * Writes the manifest beside the CSV, with the CSV's size and SHA-256 so whoever receives the
 * export can check it is whole and unaltered. Written to a temp file first and renamed, like the
 * CSV, so a manifest on disk is always complete. Returns the manifest's path.
 */
export async function writeManifest(csvPath: string, info: ManifestInfo): Promise<string> {
  const { sha256, bytes } = await hashFile(csvPath);
  const manifestPath = manifestPathFor(csvPath);
  const manifest = {
    format: MANIFEST_FORMAT,
    ...info,
    file: { name: basename(csvPath), bytes, sha256 },
  };
  const temp = join(dirname(manifestPath), `.${basename(manifestPath)}.${randomUUID()}.part`);
  try {
    await writeFile(temp, `${JSON.stringify(manifest, null, 2)}\n`, { encoding: 'utf8', flag: 'wx' });
    await rename(temp, manifestPath);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  return manifestPath;
}

/** Streams the file through SHA-256, so hashing a large export does not load it into memory. */
export async function hashFile(path: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    hash.update(chunk);
  }
  return { sha256: hash.digest('hex'), bytes };
}

import { statSync } from 'node:fs';
import { getRawHeader } from '@electron/asar';

/**
 * What app.asar may weigh. Vite bundles main, preload and renderer with their dependencies, so
 * the archive is the built app alone (about 2.5 MB); a few megabytes more means something the
 * bundle already holds is being shipped a second time, most likely node_modules.
 */
export const ARCHIVE_SIZE_LIMIT_BYTES = 10_000_000;

type HeaderNode = { files?: Record<string, HeaderNode>; size?: number | string };

export interface ArchiveSize {
  /** The archive file on disk, header included. */
  totalBytes: number;
  /** Bytes of the files under each top-level entry (`dist`, `dist-electron`, `node_modules`…). */
  byTopEntry: Record<string, number>;
}

export function measureArchive(asarPath: string): ArchiveSize {
  const { header } = getRawHeader(asarPath) as { header: HeaderNode };
  const byTopEntry: Record<string, number> = {};
  for (const [name, node] of Object.entries(header.files ?? {})) byTopEntry[name] = bytesUnder(node);
  return { totalBytes: statSync(asarPath).size, byTopEntry };
}

function bytesUnder(node: HeaderNode): number {
  if (node.files) return Object.values(node.files).reduce((sum, child) => sum + bytesUnder(child), 0);
  return Number(node.size ?? 0);
}

/** One line for the test log: the total against the limit, then each top-level entry. */
export function archiveSizeReport(size: ArchiveSize): string {
  const parts = Object.entries(size.byTopEntry)
    .sort(([, a], [, b]) => b - a)
    .map(([name, bytes]) => `${name} ${megabytes(bytes)}`);
  return `app.asar ${megabytes(size.totalBytes)} (limit ${megabytes(ARCHIVE_SIZE_LIMIT_BYTES)}): ${parts.join(', ')}`;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(2)} MB`;
}

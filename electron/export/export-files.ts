// File naming and file-system error handling shared by every kind of export.
import { randomUUID } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { ExplorerFailure, fail } from '../../common/errors/failure';

/** Characters file systems refuse in a name (a named constant, so the lint exception stays on its line however the code is wrapped). */
// eslint-disable-next-line no-control-regex
const REFUSED_IN_NAMES = /[<>:"|?*\u0000-\u001f]/g;

/** A file name the save dialog can propose, ending in `.<extension>`: no folders, no characters file systems refuse. */
export function exportFileName(suggestedName: string, extension: string, tail = ''): string {
  const safe = basename(suggestedName.replace(/\\/g, '/')).replace(REFUSED_IN_NAMES, '-').trim();
  const name = safe === '' || safe === '.' || safe === '..' ? 'export' : safe;
  // The purpose's tail goes before the extension the name may carry already ("report.CSV" → "report-for-programs.CSV").
  if (!endsWithExtension(name, extension)) return `${name}${tail}.${extension}`;
  const at = name.length - extension.length - 1;
  return `${name.slice(0, at)}${tail}${name.slice(at)}`;
}

/** The most bytes of UTF-8 a file name may take: ext4, APFS and NTFS (in UTF-16 units, fewer) all allow 255. */
export const MAX_NAME_BYTES = 255;

/**
 * A hidden, unique temp file in the destination's own folder: written there and renamed into
 * place only when complete, so the rename is atomic (no cross-device copy) and a half-written
 * file never carries the name the user chose. A long name is shortened so the temp name still
 * fits (a 200-character name plus ".manifest.json" and the suffix did not).
 */
export function tempPathBeside(path: string): string {
  return withSuffix(dirname(path), `.${basename(path)}`, `.${randomUUID()}.part`);
}

/** The name tempPathBeside gives: a dot, a name, a random UUID, `.part`. Only such a file is ever removed as stale. */
export function isTempName(name: string): boolean {
  return /^\..+\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.part$/.test(name);
}

/** `<name>.csv.gz` → `<name>.partial.csv.gz`: where an export that stopped early keeps its rows. */
export function partialPathFor(path: string, extension: string): string {
  const base = endsWithExtension(path, extension) ? path.slice(0, -extension.length - 1) : path;
  return withSuffix(dirname(base), basename(base), `.partial.${extension}`);
}

/** `name` + `suffix` in `folder`, the name cut (between characters) where the whole would pass MAX_NAME_BYTES. */
export function withSuffix(folder: string, name: string, suffix: string): string {
  const room = MAX_NAME_BYTES - Buffer.byteLength(suffix);
  let kept = '';
  let bytes = 0;
  for (const char of name) {
    bytes += Buffer.byteLength(char);
    if (bytes > room) break;
    kept += char;
  }
  return join(folder, `${kept}${suffix}`);
}

/** Whether `name` ends in `.<extension>`, whatever the case (`Report.CSV`). */
export function endsWithExtension(name: string, extension: string): boolean {
  return name.toLowerCase().endsWith(`.${extension.toLowerCase()}`);
}

/** Runs file work, turning a file-system error into an `io` failure that names the path. */
export async function asIoFailure<T>(path: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ExplorerFailure || !hasErrorCode(error)) throw error;
    return fail('io', `Could not write ${path}: ${describeIoError(error.code)}. Choose another folder.`);
  }
}

/** A file-system error (errno code such as ENOENT); anything else is a bug, not the user's folder. */
function hasErrorCode(error: unknown): error is { code: string } {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^E[A-Z0-9]+$/.test(code);
}

function describeIoError(code: string): string {
  switch (code) {
    case 'ENOENT':
      return 'the folder does not exist';
    case 'ENOTDIR':
      return 'part of the path is not a folder';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ENOSPC':
      return 'the disk is full';
    case 'EDQUOT':
      return 'the disk quota is exceeded';
    case 'EROFS':
      return 'the disk is read-only';
    case 'EISDIR':
      return 'a folder with that name already exists';
    case 'ENAMETOOLONG':
      return 'the file name is too long';
    case 'EBUSY':
      return 'the file is open in another program';
    default:
      return `the system reported ${code}`;
  }
}

// The fake's export file names, made as main makes them (electron/export/export-files.ts
// exportFileName and manifest.ts manifestPathFor, which use Node's path module the renderer may
// not import). The shared contract test (electron/app/explorer-contract.test.ts) runs both sides
// on the same names, so they cannot drift.

/** Characters file systems refuse in a name, as main's (a named constant, so the lint exception stays on its line). */
// eslint-disable-next-line no-control-regex
const REFUSED_IN_NAMES = /[<>:"|?*\u0000-\u001f]/g;

export function exportFileName(suggestedName: string, extension = 'csv', tail = ''): string {
  const safe = (suggestedName.replace(/\\/g, '/').replace(/\/+$/, '').split('/').pop() ?? '').replace(REFUSED_IN_NAMES, '-').trim();
  const name = safe === '' || safe === '.' || safe === '..' ? 'export' : safe;
  if (!name.toLowerCase().endsWith(`.${extension}`)) return `${name}${tail}.${extension}`;
  const at = name.length - extension.length - 1;
  return `${name.slice(0, at)}${tail}${name.slice(at)}`;
}

export function manifestPathFor(path: string): string {
  return `${path}.manifest.json`;
}

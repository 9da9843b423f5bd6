// The fake's export file names, made as main makes them (electron/export/export-files.ts
// exportFileName and manifest.ts manifestPathFor, which use Node's path module the renderer may
// not import). The shared contract test (electron/app/explorer-contract.test.ts) runs both sides
// on the same names, so they cannot drift.

export function exportFileName(suggestedName: string, extension = 'csv', tail = ''): string {
  // eslint-disable-next-line no-control-regex
  const safe = (suggestedName.replace(/\\/g, '/').replace(/\/+$/, '').split('/').pop() ?? '').replace(/[<>:"|?*\u0000-\u001f]/g, '-').trim();
  const name = safe === '' || safe === '.' || safe === '..' ? 'export' : safe;
  if (!name.toLowerCase().endsWith(`.${extension}`)) return `${name}${tail}.${extension}`;
  const at = name.length - extension.length - 1;
  return `${name.slice(0, at)}${tail}${name.slice(at)}`;
}

export function manifestPathFor(path: string): string {
  return `${path}.manifest.json`;
}

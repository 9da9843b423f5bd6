// The fake's export file names, made as main makes them (electron/export/export-files.ts
// csvFileName and manifest.ts manifestPathFor, which use Node's path module the renderer may not
// import). The shared contract test (electron/app/explorer-contract.test.ts) runs both sides on
// the same names, so they cannot drift.

export function csvFileName(suggestedName: string): string {
  // eslint-disable-next-line no-control-regex
  const safe = (suggestedName.replace(/\\/g, '/').replace(/\/+$/, '').split('/').pop() ?? '').replace(/[<>:"|?*\u0000-\u001f]/g, '-').trim();
  const name = safe === '' || safe === '.' || safe === '..' ? 'export' : safe;
  return /\.csv$/i.test(name) ? name : `${name}.csv`;
}

export function manifestPathFor(csvPath: string): string {
  return `${csvPath.replace(/\.csv$/i, '')}.manifest.json`;
}

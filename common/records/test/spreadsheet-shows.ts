// What a spreadsheet shows for a cell the formula guard wrote, worked out independently of the
// guard: a cell that is not a formula shows as it is (a leading ' included, as in a CSV), a formula
// must be text constants and CHAR(10)/CHAR(13) joined by &, anything else fails the test.
const PIECE = /^(?:"((?:[^"]|"")*)"|CHAR\((10|13)\))/;

export function spreadsheetShows(cell: string): string {
  if (!cell.startsWith('=')) return cell;
  let rest = cell.slice(1);
  let shown = '';
  for (;;) {
    const piece = PIECE.exec(rest);
    if (!piece) throw new Error(`not a text-only formula at ${JSON.stringify(rest.slice(0, 20))} in ${JSON.stringify(cell.slice(0, 40))}`);
    if (piece[1] !== undefined && piece[1].length > 0 && piece[1].replaceAll('""', '"').length > 255)
      throw new Error('a text constant past 255 characters');
    shown += piece[2] === undefined ? (piece[1] ?? '').replaceAll('""', '"') : String.fromCharCode(Number(piece[2]));
    rest = rest.slice(piece[0].length);
    if (rest === '') return shown;
    if (!rest.startsWith('&')) throw new Error(`pieces not joined by & in ${JSON.stringify(cell.slice(0, 40))}`);
    rest = rest.slice(1);
  }
}

// The baseline of the export benchmark: fetch the same pages and write the same CSV with the
// least work that gives the same bytes — no retries, no restarts or de-duplication, no token
// redaction, no progress, no temp file, no manifest or hash — so export_ratio is the app's overhead.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { neutraliseFormula, spreadsheetCellText } from '../common/records/cell-text';
import { flattenRecord, inferColumns } from '../common/records/flatten';
import type { BareTarget } from './bare-search';
import { bareSearch } from './bare-search';

const NEEDS_QUOTES = /[",\r\n]/;

/** RFC 4180: quoted when it holds a comma, quote, CR or LF, quotes doubled. */
const field = (text: string) => (NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** Writes every page of the target as CSV to `path`; resolves with the rows written. */
export async function bareCsvExport(target: BareTarget, path: string): Promise<number> {
  const output = createWriteStream(path, { highWaterMark: 64 * 1024 });
  let columns: string[] | undefined;
  let rows = 0;
  let pageToken: string | undefined;
  do {
    const page = await bareSearch(target, pageToken);
    const flat = page.items.map(flattenRecord);
    let text = '';
    if (columns === undefined && flat.length > 0) {
      // The app's header: the first page's fields, then its (here always empty) `extra` column.
      columns = inferColumns(flat);
      text += `${[...columns, 'extra'].map((column) => field(neutraliseFormula(column))).join(',')}\r\n`;
    }
    for (const row of flat) text += `${(columns ?? []).map((column) => field(spreadsheetCellText(row[column]))).join(',')},\r\n`;
    rows += flat.length;
    if (!output.write(text)) await once(output, 'drain');
    pageToken = page.next;
  } while (pageToken !== undefined);
  output.end();
  await finished(output);
  return rows;
}

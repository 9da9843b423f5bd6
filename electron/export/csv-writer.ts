import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import { cellText, neutraliseFormula, spreadsheetCellText } from '../../common/records/cell-text';

export interface CsvWriterOptions {
  columns: string[];
  /** Prefix the file with a UTF-8 byte order mark, which Excel needs to read UTF-8 correctly. */
  bom: boolean;
  /** `,` for CSV (the default), a tab for TSV; either way fields holding it, a quote or a line break are quoted. */
  delimiter?: ',' | '\t';
  /** For a spreadsheet: the formula guard on every cell and header (cell-text.ts); else values exactly as sent. */
  guardFormulas: boolean;
}

export interface CsvWriter {
  /** Resolves once the row is accepted; waits while the output is full, so memory stays flat. */
  write(row: Record<string, unknown>): Promise<void>;
  /** Flushes everything and resolves when the output has finished (and closed, for files). */
  end(): Promise<void>;
  /** Cells the formula guard could not write as a text formula, so they carry a visible leading `'`. */
  apostropheCells(): number;
}

/**
 * Text gathered before it goes to the output in one write: a few hundred rows, so a row costs no
 * stream write of its own, and memory stays flat (the output's own buffer waits for the disk).
 */
const BATCH_CHARS = 16 * 1024;

const ACCEPTED = Promise.resolve();

/**
 * A streaming RFC 4180 writer (CRLF after every record, the header included; a field quoted when
 * it holds the delimiter, a quote, CR or LF, its quotes doubled), with a header row. Rows are
 * gathered into batches of text written at once. The bytes are those csv-stringify wrote before
 * (the strict round-trip and the equivalence tests hold them to it), without its per-record
 * chunks and objects, which cost an export more than the rest of its CSV work.
 */
export function createCsvWriter(output: Writable, options: CsvWriterOptions): CsvWriter {
  const { columns } = options;
  const delimiter = options.delimiter ?? ',';
  const needsQuotes = delimiter === ',' ? /[",\r\n]/ : /["\t\r\n]/;
  const field = (text: string) => (needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  const text = options.guardFormulas ? spreadsheetCellText : cellText;
  const header = options.guardFormulas ? neutraliseFormula : (column: string) => column;
  const done = finished(output, { readable: false });
  // Settles only if the output fails, so a write waiting for 'drain' is released by an output
  // error (disk full, folder removed) instead of hanging.
  const failed = new Promise<never>((_resolve, reject) => {
    done.catch(reject);
  });
  failed.catch(() => {});

  let apostrophes = 0;
  // Rare (a value past Excel's formula length), so checked only for a cell that starts with '.
  const guarded = (value: unknown): string => {
    const cell = text(value);
    if (options.guardFormulas && cell[0] === "'" && cell !== cellText(value)) apostrophes += 1;
    return cell;
  };

  let batch = `${options.bom ? '\uFEFF' : ''}${columns.map((column) => field(header(column))).join(delimiter)}\r\n`;

  async function flush(): Promise<void> {
    const text = batch;
    batch = '';
    if (output.write(text)) return;
    await Promise.race([once(output, 'drain'), failed]);
  }

  return {
    // Not async: most rows only join the batch, and share one settled promise rather than make one each.
    write(row) {
      let line = '';
      for (let index = 0; index < columns.length; index++) {
        const column = columns[index] as string;
        if (index > 0) line += delimiter;
        line += field(guarded(Object.hasOwn(row, column) ? row[column] : undefined));
      }
      batch += `${line}\r\n`;
      return batch.length < BATCH_CHARS ? ACCEPTED : flush();
    },
    async end() {
      output.end(batch);
      await done;
    },
    apostropheCells: () => apostrophes,
  };
}

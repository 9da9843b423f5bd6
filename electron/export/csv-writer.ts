import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { cellText, neutraliseFormula } from '../../common/records/cell-text';

export interface CsvWriterOptions {
  columns: string[];
  /** Prefix the file with a UTF-8 byte order mark, which Excel needs to read UTF-8 correctly. */
  bom: boolean;
  /** `,` for CSV (the default), a tab for TSV; either way fields holding it, a quote or a line break are quoted. */
  delimiter?: ',' | '\t';
}

export interface CsvWriter {
  /** Resolves once the row is accepted; waits while the output is full, so memory stays flat. */
  write(row: Record<string, unknown>): Promise<void>;
  /** Flushes everything and resolves when the output has finished (and closed, for files). */
  end(): Promise<void>;
}

/**
 * A streaming RFC 4180 writer (CRLF between records, fields quoted when they hold a comma, quote,
 * CR or LF, quotes doubled) with a header row. Quoting is csv-stringify's; this module only
 * decides each cell's text and keeps the stream's backpressure.
 */
export function createCsvWriter(output: Writable, options: CsvWriterOptions): CsvWriter {
  const stringifier = stringify({
    bom: options.bom,
    header: true,
    delimiter: options.delimiter ?? ',',
    // Rows are passed as arrays in column order, so keys only need to be unique and non-empty;
    // csv-stringify would otherwise read a flattened key such as `a.b` as a nested path.
    columns: options.columns.map((column, index) => ({ key: `c${index}`, header: neutraliseFormula(column) })),
    record_delimiter: 'windows',
    // RFC 4180 quotes any field holding CR or LF. With an explicit record delimiter, csv-stringify
    // quotes a lone CR or LF only when this is set (caught by the strict round-trip test).
    quote_record_delimiter: true,
  });
  const done = pipeline(stringifier, output);
  // Settles only if the pipeline fails, so a write waiting for 'drain' is released by an output
  // error (disk full, folder removed) instead of hanging.
  const failed = new Promise<never>((_resolve, reject) => {
    done.catch(reject);
  });
  failed.catch(() => {});

  return {
    async write(row) {
      const cells = options.columns.map((column) => cellText(Object.hasOwn(row, column) ? row[column] : undefined));
      if (stringifier.write(cells)) return;
      await Promise.race([once(stringifier, 'drain'), failed]);
    },
    async end() {
      stringifier.end();
      await done;
    },
  };
}

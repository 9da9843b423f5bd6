import type { Writable } from 'node:stream';
import { toJson } from '../../../common/records/flatten';
import type { FormatWriter } from './format-writer-types';
import { createTextOutput } from './text-output';

/*
 * JSON keeps each record exactly as the server sent it (after token redaction): nested objects
 * nested, numbers and strings as they were, times in the server's own text. No formula guard:
 * no spreadsheet reads these files, and a tool must get the value itself.
 */

/** One record per line (JSON text has no raw line breaks, so a reader can split on LF). */
export function createJsonLinesWriter(output: Writable, failed: Promise<never>): FormatWriter {
  const text = createTextOutput(output, failed);
  return {
    write: (row) => text.write(`${toJson(row.record)}\n`),
    end: () => text.end(),
    notes: () => ({}),
  };
}

/** One array of records, written as they come: `[`, the records separated by commas, `]`. */
export function createJsonArrayWriter(output: Writable, failed: Promise<never>): FormatWriter {
  const text = createTextOutput(output, failed);
  let first = true;
  return {
    write(row) {
      const prefix = first ? '[\n' : ',\n';
      first = false;
      return text.write(`${prefix}${toJson(row.record)}`);
    },
    end: () => text.end(first ? '[]\n' : '\n]\n'),
    notes: () => ({}),
  };
}

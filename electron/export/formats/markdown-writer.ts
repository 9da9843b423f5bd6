import type { Writable } from 'node:stream';
import { markdownCell, markdownLine } from '../../../common/records/markdown-cell';
import { toUtcIso } from '../../../common/time/utc-time';
import type { FormatWriter, FormatWriterOptions } from './format-writer-types';
import { createTextOutput } from './text-output';

/**
 * A Markdown table for a ticket, as the grid's "Copy as Markdown" writes it, with times in UTC
 * like the other tables. Offered for a page or the loaded rows only: nobody reads a million-row
 * table. No formula guard: no spreadsheet reads it, and an apostrophe would show in the ticket.
 */
export function createMarkdownWriter(output: Writable, options: FormatWriterOptions): FormatWriter {
  const text = createTextOutput(output, options.failed);
  const cell = (value: unknown) => markdownCell(typeof value === 'string' ? toUtcIso(value) : value);
  let started = false;
  const header = () => `${markdownLine(options.columns.map(markdownCell))}\n${markdownLine(options.columns.map(() => '---'))}\n`;
  return {
    write(row) {
      const line = `${markdownLine(options.columns.map((column) => cell(Object.hasOwn(row.cells, column) ? row.cells[column] : undefined)))}\n`;
      const prefix = started ? '' : header();
      started = true;
      return text.write(prefix + line);
    },
    end: () => text.end(started ? undefined : header()),
    notes: () => ({}),
  };
}

import type { Writable } from 'node:stream';
import type { ExportFormat } from '../../../common/export/export-formats';
import { createCsvWriter } from '../csv-writer';
import { createJsonArrayWriter, createJsonLinesWriter } from './json-writers';
import { createMarkdownWriter } from './markdown-writer';
import { createXlsxWriter } from './xlsx-writer';
import type { FormatWriter, FormatWriterOptions } from './format-writer-types';

/** The writer of one format over an output stream: the choice is made once, here. */
export function createFormatWriter(format: ExportFormat, output: Writable, options: FormatWriterOptions): FormatWriter {
  switch (format) {
    case 'csv':
    case 'tsv':
      return tabular(
        createCsvWriter(output, {
          columns: options.columns,
          bom: options.bom,
          guardFormulas: options.guardFormulas,
          delimiter: format === 'tsv' ? '\t' : ',',
        }),
      );
    case 'jsonl':
      return createJsonLinesWriter(output, options.failed);
    case 'json':
      return createJsonArrayWriter(output, options.failed);
    case 'markdown':
      return createMarkdownWriter(output, options);
    case 'xlsx':
      return createXlsxWriter(output, options);
  }
}

function tabular(csv: ReturnType<typeof createCsvWriter>): FormatWriter {
  return {
    write: (row) => csv.write(row.cells),
    end: () => csv.end(),
    notes: () => (csv.apostropheCells() > 0 ? { apostropheCells: csv.apostropheCells() } : {}),
  };
}

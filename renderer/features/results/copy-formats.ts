import { cellText, spreadsheetCellText } from '../../../common/records/cell-text';
import { toJson } from '../../../common/records/flatten';
import { markdownCell, markdownLine } from '../../../common/records/markdown-cell';
import type { RoleFields } from '../../../common/records/vocabulary/role-fields';
import type { TimeDisplay } from '../time-zone/time-display';
import { ticketText } from './ticket-text';

export type CopyFormat = 'text' | 'textWithIds' | 'tsv' | 'tsvAsSent' | 'csv' | 'json' | 'jsonl' | 'markdown';

/** In menu order: text for a person first, then formats for spreadsheets and tools. */
export const COPY_FORMAT_LABELS: Record<CopyFormat, string> = {
  text: 'Text (for a ticket or a chat)',
  textWithIds: 'Text with message IDs',
  tsv: 'TSV (pastes into a spreadsheet, formula guard on)',
  tsvAsSent: 'TSV as sent (for another program, nothing added)',
  csv: 'CSV (formula guard on)',
  json: 'JSON',
  jsonl: 'JSON Lines (one record per line)',
  markdown: 'Markdown table',
};

export interface CopiedRows {
  /** The grid's visible columns, in its order. */
  columns: readonly string[];
  /** The rows flattened, as the grid shows them. */
  flat: readonly Record<string, unknown>[];
  /** The same rows as the server sent them (for JSON). */
  records: readonly Record<string, unknown>[];
  /** Every column the rows have (hidden ones included): text finds a message's fields among them. */
  allColumns: readonly string[];
  /** The zone on screen, for text. */
  time: TimeDisplay;
  /** Where the message vocabulary reads each role: text finds a message's time, contact, status through it. */
  fields: RoleFields;
  /** The location of every row, in one location's grid: text names it (rows across locations carry their own). */
  locationName?: string | undefined;
}

/** Quoted as RFC 4180 does when a field holds the separator, a quote or a line break. */
function delimited(cells: readonly string[], separator: string): string {
  const needsQuotes = new RegExp(`["\\r\\n${separator}]`);
  return cells.map((cell) => (needsQuotes.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(separator);
}

function table(rows: CopiedRows, separator: string, guard: boolean): string {
  // Cells as the exporter writes them (times in UTC, objects as JSON), with its formula guard
  // when the copy is meant for a spreadsheet, which runs a pasted `=…` as it runs a file's.
  const cell = guard ? spreadsheetCellText : cellText;
  const lines = [
    delimited(
      rows.columns.map((column) => cell(column)),
      separator,
    ),
  ];
  for (const row of rows.flat)
    lines.push(
      delimited(
        rows.columns.map((column) => cell(row[column])),
        separator,
      ),
    );
  return lines.join('\r\n');
}

/** How many cells of a copy in this format the formula guard changed (0 for formats without it), so the copy can say so. */
export function guardedCells(format: CopyFormat, rows: CopiedRows): number {
  if (format !== 'tsv' && format !== 'csv') return 0;
  let changed = 0;
  for (const row of [Object.fromEntries(rows.columns.map((column) => [column, column])), ...rows.flat]) {
    for (const column of rows.columns) if (spreadsheetCellText(row[column]) !== cellText(row[column])) changed += 1;
  }
  return changed;
}

function markdown({ columns, flat }: CopiedRows): string {
  return [
    markdownLine(columns.map(markdownCell)),
    markdownLine(columns.map(() => '---')),
    ...flat.map((row) => markdownLine(columns.map((column) => markdownCell(row[column])))),
  ].join('\n');
}

/** The text put on the clipboard for the selected rows in one format. */
export function formatCopy(format: CopyFormat, rows: CopiedRows): string {
  switch (format) {
    case 'text':
    case 'textWithIds':
      return ticketText(rows.flat, rows.allColumns, {
        time: rows.time,
        withIds: format === 'textWithIds',
        fields: rows.fields,
        locationName: rows.locationName,
      });
    case 'tsv':
      return table(rows, '\t', true);
    case 'tsvAsSent':
      return table(rows, '\t', false);
    case 'csv':
      return table(rows, ',', true);
    case 'json':
      // Every field as the server sent it, hidden columns included: JSON is for tools, not eyes.
      // Always an array, so a script reading the clipboard never special-cases one row.
      return JSON.stringify(rows.records, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item), 2);
    case 'jsonl':
      // As the JSON Lines export writes them: each record whole, one per line.
      return rows.records.map((record) => `${toJson(record)}\n`).join('');
    case 'markdown':
      return markdown(rows);
  }
}

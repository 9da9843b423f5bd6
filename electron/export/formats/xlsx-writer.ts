import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type ExcelJS from 'exceljs';
import { XLSX_MAX_ROWS_PER_SHEET } from '../../../common/export/export-formats';
import { fail } from '../../../common/errors/failure';
import type { FormatNotes, FormatWriter, FormatWriterOptions } from './format-writer-types';
import type { CellCounts } from './xlsx-cells';
import { columnWidth, xlsxValue } from './xlsx-cells';

/** Excel's column limit (XFD). */
export const XLSX_MAX_COLUMNS = 16_384;
/** Rows read before the sheet opens, to size its columns: the sheet's layout precedes its rows in the file. */
const WIDTH_SAMPLE_ROWS = 100;
/** Rows between pauses that let the zip stream catch up, so committed rows never pile up in memory. */
const ROWS_PER_PAUSE = 100;
/** The zone is in every date cell's own format as well as the header, so no reader can miss it. */
const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss.000 "UTC"';
const SHEET_NAME = 'Results';
/** Uncompressed sheet bytes allowed to wait for the zip before rows wait in turn. */
const MAX_PENDING_BYTES = 1024 * 1024;

/**
 * exceljs is most of main's bundle and few users export to Excel: it is loaded by the first Excel
 * export (its own chunk of the build), not parsed at every start.
 */
async function loadExcelJs(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}

/** Bytes of the sheet's XML written but not yet taken by the zip (0 when exceljs's internals differ). */
function pendingBytes(sheet: ExcelJS.Worksheet | undefined): number {
  const entry = (sheet as unknown as { stream?: { pipes?: { _writableState?: { length?: unknown } }[] } } | undefined)?.stream?.pipes?.[0];
  const length = entry?._writableState?.length;
  return typeof length === 'number' ? length : 0;
}

/**
 * XLSX through exceljs's streaming WorkbookWriter: rows are committed as they come and inline
 * strings are used (no shared-strings table, which would hold every distinct text in memory), so
 * memory stays flat however many rows. A frozen, bold header row; widths from the first rows;
 * past Excel's 1,048,576 rows a sheet is committed and the rows go on in `Results 2`, with the
 * header again.
 */
export function createXlsxWriter(output: Writable, options: FormatWriterOptions): FormatWriter {
  if (options.columns.length > XLSX_MAX_COLUMNS) {
    fail(
      'io',
      `Excel sheets hold at most ${XLSX_MAX_COLUMNS.toLocaleString('en-US')} columns and these records have ${options.columns.length.toLocaleString('en-US')}. Export as CSV or JSON Lines instead.`,
    );
  }
  let workbook: ExcelJS.stream.xlsx.WorkbookWriter | undefined;
  const maxRows = options.maxRowsPerSheet ?? XLSX_MAX_ROWS_PER_SHEET - 1;
  const counts: CellCounts = { cut: 0, replaced: 0 };
  const sheets: { name: string; rows: number }[] = [];
  let sample: ReturnType<typeof xlsxValue>[][] | null = [];
  let header: string[] = [];
  let widths: number[] = [];
  let sheet: ExcelJS.Worksheet | undefined;
  let written = 0;

  function layOut(rows: readonly ReturnType<typeof xlsxValue>[][]): void {
    // Names as they are: a text cell is never evaluated, so no guard is needed (or added).
    header = options.columns.map((column, index) => (rows.some((row) => row[index] instanceof Date) ? `${column} (UTC)` : column));
    widths = header.map((name, index) =>
      columnWidth(
        name,
        rows.map((row) => row[index] ?? null),
      ),
    );
  }

  async function openWorkbook(): Promise<ExcelJS.stream.xlsx.WorkbookWriter> {
    const { stream } = await loadExcelJs();
    workbook ??= new stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
    return workbook;
  }

  function openSheet(): ExcelJS.Worksheet {
    // The previous sheet is finished first: the zip holds one open entry at a time.
    sheet?.commit();
    const name = sheets.length === 0 ? SHEET_NAME : `${SHEET_NAME} ${sheets.length + 1}`;
    // Rows reach a sheet only after openWorkbook (flushSample, end), so the workbook is there.
    const next = workbook!.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    next.columns = widths.map((width) => ({ width }));
    const top = next.addRow(header);
    top.font = { bold: true };
    top.commit();
    sheets.push({ name, rows: 0 });
    sheet = next;
    return next;
  }

  async function addRow(values: ReturnType<typeof xlsxValue>[]): Promise<void> {
    const current = sheet && sheets[sheets.length - 1]!.rows < maxRows ? sheet : openSheet();
    const row = current.addRow(values);
    values.forEach((value, index) => {
      if (value instanceof Date) row.getCell(index + 1).numFmt = DATE_FORMAT;
    });
    row.commit();
    sheets[sheets.length - 1]!.rows += 1;
    written += 1;
    if (written % ROWS_PER_PAUSE === 0) await room();
  }

  /**
   * exceljs writes committed rows into the zip's entry stream without waiting for it (its issue
   * #2916: memory grows with the sheet's uncompressed size). So the writer waits here, a turn at
   * a time, while more than MAX_PENDING_BYTES wait to be compressed, and while the file is full.
   * The entry stream is exceljs 4.4.0's own (pinned): without it the wait is one turn.
   */
  async function room(): Promise<void> {
    await nextTurn();
    while (pendingBytes(sheet) > MAX_PENDING_BYTES) {
      await Promise.race([nextTurn(), options.failed]);
    }
    if (output.writableNeedDrain) await Promise.race([once(output, 'drain'), options.failed]);
  }

  async function flushSample(): Promise<void> {
    await openWorkbook();
    const rows = sample ?? [];
    sample = null;
    layOut(rows);
    for (const values of rows) await addRow(values);
  }

  return {
    async write(row) {
      const values = options.columns.map((column) => xlsxValue(Object.hasOwn(row.cells, column) ? row.cells[column] : undefined, counts));
      if (sample === null) return addRow(values);
      sample.push(values);
      if (sample.length >= WIDTH_SAMPLE_ROWS) await flushSample();
    },
    async end() {
      if (sample !== null) await flushSample();
      if (!sheet) openSheet();
      await workbook!.commit();
    },
    notes(): FormatNotes {
      return {
        sheets: sheets.map((entry) => ({ ...entry })),
        ...(counts.cut > 0 && { cutCells: counts.cut }),
        ...(counts.replaced > 0 && { replacedCharacterCells: counts.replaced }),
      };
    },
  };
}

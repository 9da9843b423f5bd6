// An XLSX reader for tests, independent of the library that writes the files: the zip is read
// with Node's zlib and the sheet XML with a few patterns, so a bug in the writer cannot hide
// behind the same bug in its own reader. Reads what exports write: inline and plain strings,
// numbers, booleans, date formats, frozen panes, column widths.
import { inflateRawSync } from 'node:zlib';

export interface XlsxSheet {
  name: string;
  /** Rows of cells, header first; a cell is its value (dates as Date when its format is a date). */
  rows: (string | number | boolean | Date | null)[][];
  frozenRows: number;
  widths: number[];
  /** The number formats of the cells, by "row:column" (1-based), for cells that have one. */
  formats: Map<string, string>;
}

export function readXlsx(file: Buffer): XlsxSheet[] {
  const entries = unzip(file);
  const text = (name: string) => {
    const entry = entries.get(name);
    if (!entry) throw new Error(`The XLSX has no ${name}`);
    return entry.toString('utf8');
  };
  const numberFormats = readNumberFormats(text('xl/styles.xml'));
  const relations = new Map(
    [...text('xl/_rels/workbook.xml.rels').matchAll(/<Relationship [^>]*?Id="([^"]+)"[^>]*?Target="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]),
  );
  return [...text('xl/workbook.xml').matchAll(/<sheet [^>]*?name="([^"]*)"[^>]*?r:id="([^"]+)"/g)].map((match) => {
    const target = relations.get(match[2]!)!.replace(/^\/?(xl\/)?/, 'xl/');
    return readSheet(decode(match[1]!), text(target), numberFormats);
  });
}

function readSheet(name: string, xml: string, numberFormats: string[]): XlsxSheet {
  const rows: XlsxSheet['rows'] = [];
  const formats = new Map<string, string>();
  for (const row of xml.matchAll(/<row [^>]*?r="(\d+)"[^>]*?>([\s\S]*?)<\/row>/g)) {
    const cells: XlsxSheet['rows'][number] = [];
    for (const cell of row[2]!.matchAll(/<c r="([A-Z]+)(\d+)"([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const column = columnIndex(cell[1]!);
      const type = /t="(\w+)"/.exec(cell[3]!)?.[1];
      const style = Number(/s="(\d+)"/.exec(cell[3]!)?.[1] ?? 0);
      const format = numberFormats[style];
      if (format) formats.set(`${row[1]}:${column + 1}`, format);
      const inner = cell[4] ?? '';
      const raw =
        type === 'inlineStr'
          ? [...inner.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join('')
          : /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1];
      while (cells.length < column) cells.push(null);
      cells[column] = value(raw, type, format);
    }
    rows[Number(row[1]) - 1] = cells;
  }
  const pane = /<pane [^>]*?ySplit="(\d+)"[^>]*?state="frozen"/.exec(xml) ?? /<pane [^>]*?state="frozen"[^>]*?ySplit="(\d+)"/.exec(xml);
  const widths: number[] = [];
  for (const col of xml.matchAll(/<col [^>]*?min="(\d+)"[^>]*?max="(\d+)"[^>]*?width="([\d.]+)"/g)) {
    for (let index = Number(col[1]); index <= Number(col[2]); index += 1) widths[index - 1] = Number(col[3]);
  }
  return { name, rows: Array.from(rows, (row) => row ?? []), frozenRows: pane ? Number(pane[1]) : 0, widths, formats };
}

function value(raw: string | undefined, type: string | undefined, format: string | undefined): string | number | boolean | Date | null {
  if (raw === undefined) return null;
  // An XML parser reads CR LF and a lone CR as LF (XML 1.0, 2.11), and so does Excel.
  if (type === 'str' || type === 'inlineStr') return decode(raw.replace(/\r\n?/g, '\n'));
  if (type === 'b') return raw === '1';
  if (type === 's') throw new Error('Shared strings are not expected: the export writes inline strings.');
  const number = Number(raw);
  // Excel's serial date: days since 1899-12-30, fractions of a day for the time; before day 61
  // (1900-03-01) days since 1899-12-31, as Excel counts a 1900-02-29 that never was (day 60).
  if (format && /y/.test(format.replace(/"[^"]*"/g, '')))
    return new Date(Math.round(((number < 61 ? number + 1 : number) - 25569) * 86_400_000));
  return number;
}

/** The format code of each cell style (cellXfs order), '' when it has none. */
function readNumberFormats(styles: string): string[] {
  const codes = new Map(
    [...styles.matchAll(/<numFmt [^>]*?numFmtId="(\d+)"[^>]*?formatCode="([^"]*)"/g)].map((m) => [m[1]!, decode(m[2]!)]),
  );
  const xfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '';
  return [...xfs.matchAll(/<xf [^>]*?numFmtId="(\d+)"/g)].map((m) => codes.get(m[1]!) ?? '');
}

function columnIndex(letters: string): number {
  let index = 0;
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

function decode(text: string): string {
  return text.replace(/&(lt|gt|amp|quot|apos|#x?[0-9a-fA-F]+);/g, (_all, name: string) => {
    switch (name) {
      case 'lt':
        return '<';
      case 'gt':
        return '>';
      case 'amp':
        return '&';
      case 'quot':
        return '"';
      case 'apos':
        return "'";
      default:
        return String.fromCodePoint(name.startsWith('#x') ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    }
  });
}

/** The entries of a zip, from its central directory (the local headers' sizes may be in data descriptors). */
function unzip(file: Buffer): Map<string, Buffer> {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('Not a zip: no end of central directory');
  const count = file.readUInt16LE(end + 10);
  let at = file.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    if (file.readUInt32LE(at) !== 0x02014b50) throw new Error('Broken central directory');
    const method = file.readUInt16LE(at + 10);
    const compressedSize = file.readUInt32LE(at + 20);
    const nameLength = file.readUInt16LE(at + 28);
    const extraLength = file.readUInt16LE(at + 30);
    const commentLength = file.readUInt16LE(at + 32);
    const local = file.readUInt32LE(at + 42);
    const name = file.toString('utf8', at + 46, at + 46 + nameLength).replace(/^\//, '');
    const dataStart = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
    const data = file.subarray(dataStart, dataStart + compressedSize);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

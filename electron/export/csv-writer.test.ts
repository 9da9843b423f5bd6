import { Writable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { MAX_FORMULA_CHARS, cellText, neutraliseFormula, spreadsheetCellText } from '../../common/records/cell-text';
import { spreadsheetShows } from '../../common/records/test/spreadsheet-shows';
import { createCsvWriter } from './csv-writer';

function memorySink() {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      chunks.push(Buffer.from(chunk));
      callback();
    },
  });
  return { sink, bytes: () => Buffer.concat(chunks) };
}

async function writeCsv(columns: string[], rows: Record<string, unknown>[], bom = false, guardFormulas = true): Promise<Buffer> {
  const { sink, bytes } = memorySink();
  const writer = createCsvWriter(sink, { columns, bom, guardFormulas });
  for (const row of rows) await writer.write(row);
  await writer.end();
  return bytes();
}

/** Strict reading: any unquoted CR or LF ends a record, as some spreadsheets treat them. */
function parseCsv(bytes: Buffer): string[][] {
  return parse(bytes, { bom: true, record_delimiter: ['\r\n', '\n', '\r'] }) as string[][];
}

/** mulberry32: a tiny seeded PRNG, so the "random" rows are the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('createCsvWriter', () => {
  it('writes RFC 4180: header, CRLF after each record, quotes only where needed, quotes doubled', async () => {
    const bytes = await writeCsv(
      ['id', 'body', 'n'],
      [
        { id: 'a', body: 'plain', n: 1 },
        { id: 'b', body: 'say "hi", ok', n: null },
        { id: 'c', body: 'two\nlines', n: 2.5 },
        { id: 'd', body: 'cr\ronly' },
      ],
    );
    expect(bytes.toString('utf8')).toBe('id,body,n\r\na,plain,1\r\nb,"say ""hi"", ok",\r\nc,"two\nlines",2.5\r\nd,"cr\ronly",\r\n');
  });

  it('round-trips tricky values through csv-parse, with formula cells guarded', async () => {
    const values = [
      'héllo wörld',
      'こんにちは',
      '👋🏽 emoji 🇫🇷',
      'line1\nline2',
      'crlf\r\ninside',
      'say "hi"',
      'a,b,c',
      '=HYPERLINK("http://evil.test")',
      '+15551234567',
      '-1',
      '@cmd',
      '\tTAB',
      '\rCR',
      ' spaced ',
      '',
    ];
    const rows = values.map((body, index) => ({ id: String(index), body }));
    const parsed = parseCsv(await writeCsv(['id', 'body'], rows));
    expect(parsed[0]).toEqual(['id', 'body']);
    expect(parsed.slice(1)).toEqual(values.map((body, index) => [String(index), neutraliseFormula(body)]));
    expect(parsed[8]?.[1]).toBe('="=HYPERLINK(""http://evil.test"")"');
    expect(parsed[9]?.[1]).toBe('="+15551234567"');
  });

  it('gives a spreadsheet every value exactly as sent, a leading apostrophe only past the formula limit, and counts those', async () => {
    const tooLong = `=${'\n'.repeat(MAX_FORMULA_CHARS)}`;
    const values = ['=== This week ===\nSourdough, rye.', `-- ${'long '.repeat(80)}--`, "'quoted", 'plain', '+1 spot', tooLong];
    const { sink, bytes } = memorySink();
    const writer = createCsvWriter(sink, { columns: ['body'], bom: false, guardFormulas: true });
    for (const body of values) await writer.write({ body });
    await writer.end();
    expect(
      parseCsv(bytes())
        .slice(1)
        .map((row) => spreadsheetShows(row[0] ?? '')),
    ).toEqual([...values.slice(0, 5), `'${tooLong}`]);
    expect(writer.apostropheCells()).toBe(1);
  });

  it('writes values exactly as sent for another program: nothing added, header included', async () => {
    const values = ['=HYPERLINK("http://evil.test")', '+13055550148', '-1', '@cmd', "'quoted", 'plain'];
    const rows = values.map((body, index) => ({ '=id': String(index), body }));
    const parsed = parseCsv(await writeCsv(['=id', 'body'], rows, false, false));
    expect(parsed).toEqual([['=id', 'body'], ...values.map((body, index) => [String(index), body])]);
  });

  it('guards header cells and looks flattened keys up literally, not as paths', async () => {
    const parsed = parseCsv(await writeCsv(['sender.name', '=x', ''], [{ 'sender.name': 'Ana', '=x': 1, '': 'blank' }]));
    expect(parsed).toEqual([
      ['sender.name', '="=x"', ''],
      ['Ana', '1', 'blank'],
    ]);
  });

  it('starts with a UTF-8 BOM only when asked', async () => {
    const withBom = await writeCsv(['id'], [{ id: 'é' }], true);
    const withoutBom = await writeCsv(['id'], [{ id: 'é' }], false);
    expect([...withBom.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(withBom.subarray(3).toString('utf8')).toBe('id\r\né\r\n');
    expect(withoutBom.toString('utf8')).toBe('id\r\né\r\n');
    expect(withoutBom[0]).toBe(0x69);
  });

  it('writes the header even when there are no rows', async () => {
    expect((await writeCsv(['id', 'body'], [], true)).toString('utf8')).toBe('\uFEFFid,body\r\n');
  });

  it('round-trips a few hundred seeded random rows', async () => {
    const random = seededRandom(20240501);
    const alphabet = ['a', 'Z', '0', ' ', ',', '"', "'", '\n', '\r', '\r\n', '\t', '=', '+', '-', '@', 'é', '€', '😀', '中'];
    const randomText = () =>
      Array.from({ length: Math.floor(random() * 12) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
    const randomValue = (): unknown => {
      const pick = random();
      if (pick < 0.6) return randomText();
      if (pick < 0.75) return Math.round((random() - 0.5) * 1e6) / 100;
      if (pick < 0.85) return random() < 0.5;
      if (pick < 0.95) return null;
      return [randomText()];
    };
    const columns = ['id', 'a', 'b', 'c'];
    const rows = Array.from({ length: 400 }, (_, index) => ({ id: `r${index}`, a: randomValue(), b: randomValue(), c: randomValue() }));

    const parsed = parseCsv(await writeCsv(columns, rows));

    expect(parsed).toHaveLength(rows.length + 1);
    expect(parsed.slice(1)).toEqual(rows.map((row) => columns.map((column) => spreadsheetCellText(row[column as keyof typeof row]))));
  });

  it.each([',', '\t'] as const)('writes the bytes csv-stringify wrote with the options it had, delimiter %j', async (delimiter) => {
    const random = seededRandom(delimiter === ',' ? 7 : 8);
    const alphabet = [
      'a',
      'Z',
      '0',
      ' ',
      ',',
      ';',
      '"',
      "'",
      '\n',
      '\r',
      '\r\n',
      '\t',
      '=',
      '+',
      '-',
      '@',
      'é',
      '€',
      '😀',
      '\uFF1D',
      '\u2028',
      '',
    ];
    const randomText = () =>
      Array.from({ length: Math.floor(random() * 8) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
    for (let trial = 0; trial < 50; trial++) {
      const columns = Array.from({ length: 1 + Math.floor(random() * 5) }, (_unused, index) =>
        random() < 0.3 ? randomText() : `c${index}`,
      );
      const rows = Array.from({ length: Math.floor(random() * 30) }, () =>
        Object.fromEntries(columns.map((column) => [column, random() < 0.8 ? randomText() : random() < 0.5 ? 12.5 : null])),
      );
      const bom = random() < 0.5;
      const { sink, bytes } = memorySink();
      const guardFormulas = random() < 0.5;
      const writer = createCsvWriter(sink, { columns, bom, delimiter, guardFormulas });
      for (const row of rows) await writer.write(row);
      await writer.end();
      const expected = stringify(
        rows.map((row) =>
          columns.map((column) => (guardFormulas ? spreadsheetCellText : cellText)(Object.hasOwn(row, column) ? row[column] : undefined)),
        ),
        {
          bom,
          header: true,
          delimiter,
          columns: columns.map((column, index) => ({ key: `c${index}`, header: guardFormulas ? neutraliseFormula(column) : column })),
          record_delimiter: 'windows',
          quote_record_delimiter: true,
        },
      );
      expect(bytes()).toEqual(Buffer.from(expected));
    }
  });

  it('gathers rows into few writes of about 16 KB, never one per row', async () => {
    const writes: number[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        writes.push(Buffer.byteLength(chunk));
        callback();
      },
    });
    const writer = createCsvWriter(sink, { columns: ['id', 'body'], bom: false, guardFormulas: false });
    for (let index = 0; index < 1000; index += 1) await writer.write({ id: `m${index}`, body: 'x'.repeat(60) });
    await writer.end();
    expect(writes.length).toBeGreaterThan(2);
    expect(writes.length).toBeLessThan(10);
    expect(writes.slice(0, -1).every((bytes) => bytes >= 16 * 1024 && bytes < 17 * 1024)).toBe(true);
  });

  it('waits for a slow output instead of buffering rows', async () => {
    const rowCount = 200_000;
    let recordsReceived = -1; // the header is the first record
    const sink = new Writable({
      highWaterMark: 16 * 1024,
      writev(chunks, callback) {
        // Each record ends with CRLF; the body below holds only a lone LF.
        for (const { chunk } of chunks) recordsReceived += String(chunk).split('\r\n').length - 1;
        setImmediate(callback);
      },
    });
    const writer = createCsvWriter(sink, { columns: ['id', 'body', 'n'], bom: false, guardFormulas: true });
    const heapBefore = process.memoryUsage().heapUsed;
    let maxInFlight = 0;
    let maxHeapGrowth = 0;

    for (let index = 0; index < rowCount; index += 1) {
      await writer.write({ id: `m${index}`, body: 'hello, "world"\nsecond line', n: index });
      if (index % 1000 === 0) {
        maxInFlight = Math.max(maxInFlight, index + 1 - recordsReceived);
        maxHeapGrowth = Math.max(maxHeapGrowth, process.memoryUsage().heapUsed - heapBefore);
      }
    }
    await writer.end();

    expect(recordsReceived).toBe(rowCount);
    // Rows accepted but not yet written stay within the streams' small buffers (~16 KiB each).
    expect(maxInFlight).toBeLessThan(2_000);
    expect(maxHeapGrowth).toBeLessThan(64 * 1024 * 1024);
  });

  it('rejects writes and end when the output fails', async () => {
    const sink = new Writable({
      highWaterMark: 1,
      write(_chunk, _encoding, callback) {
        setImmediate(() => callback(Object.assign(new Error('no space left on device'), { code: 'ENOSPC' })));
      },
    });
    const writer = createCsvWriter(sink, { columns: ['id'], bom: false, guardFormulas: true });
    const writing = (async () => {
      for (let index = 0; index < 10_000; index += 1) await writer.write({ id: `x${index}` });
    })();
    await expect(writing).rejects.toMatchObject({ code: 'ENOSPC' });
    await expect(writer.end()).rejects.toMatchObject({ code: 'ENOSPC' });
  });

  it('rejects a write that would wait on an output that failed while the writer was idle', async () => {
    const sink = new Writable({
      highWaterMark: 1024 * 1024,
      write(_chunk, _encoding, callback) {
        setImmediate(() => callback(Object.assign(new Error('no space left on device'), { code: 'ENOSPC' })));
      },
    });
    sink.on('error', () => {});
    const writer = createCsvWriter(sink, { columns: ['id'], bom: false, guardFormulas: true });
    const rows = async (count: number) => {
      for (let index = 0; index < count; index += 1) await writer.write({ id: `row ${index}` });
    };
    await rows(5_000);
    // Idle once the output has failed: waited for, not a fixed time.
    await expect.poll(() => sink.errored).not.toBeNull();
    await expect(rows(5_000)).rejects.toMatchObject({ code: 'ENOSPC' });
  });
});

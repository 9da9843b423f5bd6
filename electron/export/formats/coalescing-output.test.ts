import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { createCoalescingOutput } from './coalescing-output';

/** Feeds `chunks` through a coalescing stage of `size` bytes; returns what came out, chunk by chunk. */
async function through(chunks: string[], size: number): Promise<Buffer[]> {
  const out: Buffer[] = [];
  const head = createCoalescingOutput(size);
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      out.push(chunk);
      done();
    },
  });
  const done = pipeline(head, sink);
  for (const chunk of chunks) head.write(chunk);
  head.end();
  await done;
  return out;
}

describe('createCoalescingOutput', () => {
  it('passes every byte on in order, in chunks of at least its size but the last', async () => {
    const rows = Array.from({ length: 1000 }, (_unused, index) => `row ${index},"é ${'x'.repeat(index % 37)}"\r\n`);
    const out = await through(rows, 4096);

    expect(Buffer.concat(out).toString('utf8')).toBe(rows.join(''));
    expect(out.length).toBeLessThan(rows.length / 20);
    expect(out.slice(0, -1).every((chunk) => chunk.length >= 4096)).toBe(true);
  });

  it('keeps a tail smaller than its size until the end, then flushes it', async () => {
    const out = await through(['ab', 'cd'], 1024);
    expect(out.map((chunk) => chunk.toString())).toEqual(['abcd']);
  });

  it('writes nothing for no input', async () => {
    expect(await through([], 1024)).toEqual([]);
  });
});

// The body is decoded in one piece; the text must be what decoding it chunk by chunk gives.
import { describe, expect, it } from 'vitest';
import { createRandom } from '../test/random-values';
import type { Random } from '../test/random-values';
import { readBodyText } from './body-reader';

/** TextDecoder in stream mode over the chunks as they came: how the body used to be read. */
function streamDecoded(chunks: Uint8Array[]): string {
  const decoder = new TextDecoder('utf-8');
  return chunks.map((chunk) => decoder.decode(chunk, { stream: true })).join('') + decoder.decode();
}

function responseOf(chunks: Uint8Array[]): Response {
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (next < chunks.length) controller.enqueue(chunks[next++] as Uint8Array);
      else controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'application/json' } });
}

/** Bytes of text with a BOM, multi-byte characters, and invalid or cut sequences, at random. */
function randomBytes(random: Random): Buffer {
  const pieces: Buffer[] = [];
  if (random.chance(0.3)) pieces.push(Buffer.from([0xef, 0xbb, 0xbf]));
  for (let index = 0; index < random.int(0, 40); index++) {
    pieces.push(
      random.pick([
        () => Buffer.from(random.pick(['{"a":"b"}', 'Müller', '👋', '日本', '\u200b', 'x'.repeat(random.int(1, 50))])),
        () => Buffer.from([0xef, 0xbb, 0xbf]),
        () => Buffer.from('👋').subarray(0, random.int(1, 3)),
        () => random.bytes(random.int(1, 8)),
        () => Buffer.from([random.pick([0x80, 0xbf, 0xc0, 0xc1, 0xf5, 0xff, 0xed])]),
      ])(),
    );
  }
  return Buffer.concat(pieces);
}

/** The bytes cut into chunks of random sizes (some empty), so sequences split across them. */
function randomChunks(random: Random, bytes: Buffer): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length;) {
    const size = random.int(0, 12);
    chunks.push(new Uint8Array(bytes.subarray(at, at + size)));
    at += size;
  }
  return chunks;
}

describe('readBodyText', () => {
  it('gives the text stream decoding gives: BOM, replacement characters and split sequences alike', async () => {
    const random = createRandom(0xb0d1);
    for (let trial = 0; trial < 500; trial++) {
      const chunks = randomChunks(random, randomBytes(random));
      expect(await readBodyText(responseOf(chunks), 1 << 20, 'fail')).toEqual({ text: streamDecoded(chunks), truncated: false });
    }
  });

  it('cut to the limit, gives the text of the bytes kept, a sequence cut off included', async () => {
    const random = createRandom(0xc07);
    for (let trial = 0; trial < 500; trial++) {
      const bytes = randomBytes(random);
      const limit = random.int(0, bytes.length);
      const chunks = randomChunks(random, bytes);
      const read = await readBodyText(responseOf(chunks), limit, 'truncate');
      expect(read).toEqual({ text: streamDecoded(randomChunks(random, bytes.subarray(0, limit))), truncated: bytes.length > limit });
    }
  });

  it('drops only a leading BOM, also when it comes in pieces', async () => {
    const bom = [0xef, 0xbb, 0xbf];
    const chunks = [new Uint8Array(bom.slice(0, 1)), new Uint8Array([...bom.slice(1), 0x61, ...bom])];
    expect((await readBodyText(responseOf(chunks), 100, 'fail')).text).toBe('a\ufeff');
  });
});

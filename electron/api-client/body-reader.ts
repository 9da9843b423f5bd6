import { ExplorerFailure } from '../../common/errors/failure';
import { formatBytes } from '../../common/numbers/byte-size';

export interface BodyText {
  text: string;
  /** True when the body was longer than the limit and only its start was kept. */
  truncated: boolean;
}

/**
 * Reads a response body while counting bytes, so a runaway response can never fill memory:
 * past `maxBytes` the download is cancelled. With `onOverflow: 'fail'` (results) that is a
 * malformed_response; with 'truncate' (error bodies, read only for hints) the start is kept.
 * A stream that breaks mid-read rejects with the underlying error, which the caller classifies
 * (network, timeout or cancelled, depending on which signal fired).
 */
export async function readBodyText(response: Response, maxBytes: number, onOverflow: 'fail' | 'truncate'): Promise<BodyText> {
  const declared = Number(response.headers.get('content-length'));
  if (onOverflow === 'fail' && Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(maxBytes, declared);
  }
  if (!response.body) return { text: '', truncated: false };

  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (received + value.byteLength > maxBytes) {
      await reader.cancel().catch(() => undefined);
      if (onOverflow === 'fail') throw tooLarge(maxBytes);
      chunks.push(value.subarray(0, maxBytes - received));
      return { text: decode(chunks, maxBytes), truncated: true };
    }
    chunks.push(value);
    received += value.byteLength;
  }
  return { text: decode(chunks, received), truncated: false };
}

/**
 * The bytes as one piece, decoded once: the same text as decoding chunk by chunk in stream mode
 * (a leading BOM dropped, each invalid sequence one U+FFFD, a sequence cut off at the end one
 * U+FFFD), without a string per chunk, which for a page of results made decoding cost more than
 * the bare fetch's (body-reader.test.ts compares the two).
 */
function decode(chunks: Uint8Array[], length: number): string {
  return new TextDecoder('utf-8').decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, length));
}

function tooLarge(maxBytes: number, declared?: number): ExplorerFailure {
  const size = declared === undefined ? 'more than' : `${formatBytes(declared)}, more than`;
  return new ExplorerFailure({
    kind: 'malformed_response',
    message: `The server's response was too large (${size} the ${formatBytes(maxBytes)} the app accepts for one page), so it was not downloaded. Lower the page size and try again.`,
  });
}

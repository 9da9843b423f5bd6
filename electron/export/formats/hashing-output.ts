import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import type { WrittenFile } from '../manifest';

/**
 * A pass-through that hashes and counts the bytes on their way to the disk, after any
 * compression: the manifest's SHA-256 is of the file as it lies there, without reading it again.
 */
export function createHashingOutput(): { stream: Transform; written: () => WrittenFile } {
  const hash = createHash('sha256');
  let bytes = 0;
  let digest: string | undefined;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return {
    stream,
    written: () => {
      digest ??= hash.digest('hex');
      return { bytes, sha256: digest };
    },
  };
}

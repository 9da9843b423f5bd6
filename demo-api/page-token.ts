// Page tokens: a cursor (scan position, direction, sparse-page hop count) and its issue time,
// bound to the search it belongs to and authenticated with HMAC-SHA256 under a per-server secret.
// Binary, base64url, fixed length (63 bytes, so 84 characters with no padding bits).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError } from './errors';

export type ScanDirection = 'forward' | 'backward';

export interface Cursor {
  direction: ScanDirection;
  /** A boundary between messages: forward scans start at this index, backward scans just before it. */
  position: number;
  /** How many sparse pages in a row led here; a cursor that already hopped is never sparse again. */
  hops: number;
}

/** Everything a page token is valid for, besides itself. */
export interface TokenBinding {
  apiToken: string;
  locationId: string;
  filtersKey: string;
  /** 0 unless the server binds page tokens to the page size (config pageTokenBindsPageSize). */
  pageSize: number;
}

const VERSION = 1;
const BINDING_BYTES = 18;
const MAC_BYTES = 32;
const PAYLOAD_BYTES = 13 + BINDING_BYTES;
const TOKEN_BYTES = PAYLOAD_BYTES + MAC_BYTES;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export class PageTokenCodec {
  constructor(
    private readonly secret: Buffer,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  encode(cursor: Cursor, binding: TokenBinding): string {
    const payload = Buffer.alloc(PAYLOAD_BYTES);
    payload.writeUInt8(VERSION, 0);
    payload.writeUInt8(cursor.direction === 'forward' ? 0 : 1, 1);
    payload.writeUInt8(Math.min(cursor.hops, 255), 2);
    payload.writeUInt32BE(cursor.position, 3);
    payload.writeUIntBE(this.now(), 7, 6);
    this.bindingDigest(binding).copy(payload, 13);
    return Buffer.concat([payload, this.mac(payload)]).toString('base64url');
  }

  /** The cursor of a token, or the ApiError that explains why it cannot be used here. */
  decode(token: string, binding: TokenBinding): Cursor {
    const bytes = BASE64URL.test(token) && token.length < 200 ? Buffer.from(token, 'base64url') : Buffer.alloc(0);
    // Re-encoding catches edits that base64 decoding would silently ignore.
    const wellFormed =
      bytes.length === TOKEN_BYTES && bytes.toString('base64url') === token && bytes[0] === VERSION && (bytes[1] ?? 2) <= 1;
    const payload = bytes.subarray(0, PAYLOAD_BYTES);
    if (!wellFormed || !timingSafeEqual(bytes.subarray(PAYLOAD_BYTES), this.mac(payload))) {
      throw tokenError('INVALID_PAGE_TOKEN', 'page_token was not issued by this server or was altered. Start again without page_token.');
    }
    if (!timingSafeEqual(payload.subarray(13), this.bindingDigest(binding))) {
      throw tokenError(
        'PAGE_TOKEN_MISMATCH',
        'page_token belongs to another search (a different API token, location, filters or page_size). Repeat the original parameters, or start again without page_token.',
      );
    }
    if (this.now() - payload.readUIntBE(7, 6) > this.ttlMs) {
      throw tokenError('PAGE_TOKEN_EXPIRED', 'page_token has expired. Restart from the first page (send no page_token).');
    }
    return { direction: payload[1] === 0 ? 'forward' : 'backward', hops: payload.readUInt8(2), position: payload.readUInt32BE(3) };
  }

  private mac(payload: Buffer): Buffer {
    return createHmac('sha256', this.secret).update('page-token\0').update(payload).digest();
  }

  private bindingDigest(binding: TokenBinding): Buffer {
    const text = JSON.stringify([binding.apiToken, binding.locationId, binding.filtersKey, binding.pageSize]);
    return createHmac('sha256', this.secret).update('binding\0').update(text).digest().subarray(0, BINDING_BYTES);
  }
}

function tokenError(code: 'INVALID_PAGE_TOKEN' | 'PAGE_TOKEN_MISMATCH' | 'PAGE_TOKEN_EXPIRED', message: string): ApiError {
  return new ApiError(400, code, message, { field: 'page_token' });
}

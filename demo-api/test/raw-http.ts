// Test support: HTTP/1.1 requests written byte by byte over a socket, for what fetch and
// node:http refuse to send (control characters in headers, broken framing, odd encodings).
import { connect } from 'node:net';

export type RawHeader = [name: string, value: string | Buffer];

export interface RawRequest {
  method?: string;
  path?: string;
  /** Sent in this order, as given; Host is not added. */
  headers: RawHeader[];
  body?: Buffer;
  /** 'auto' adds Content-Length for the body (the default); 'none' sends the body without one. */
  contentLength?: 'auto' | 'none';
}

export function encodeRequest({
  method = 'POST',
  path = '/',
  headers,
  body = Buffer.alloc(0),
  contentLength = 'auto',
}: RawRequest): Buffer {
  const lines: Buffer[] = [Buffer.from(`${method} ${path} HTTP/1.1\r\n`, 'latin1')];
  for (const [name, value] of headers) lines.push(Buffer.from(`${name}: `, 'latin1'), Buffer.from(value), Buffer.from('\r\n'));
  if (contentLength === 'auto') lines.push(Buffer.from(`Content-Length: ${body.length}\r\n`));
  return Buffer.concat([...lines, Buffer.from('\r\n'), body]);
}

export interface RawResponse {
  status: number;
  /** Lower-case names; repeated headers joined with ', '. */
  headers: Record<string, string>;
  body: Buffer;
}

/** The final response, or null when the server closed the connection without one. */
export type RawOutcome = { response: RawResponse } | { response: null; closedBy: string };

/**
 * Sends `bytes` on a fresh connection and reads the first final (non-1xx) response. The write
 * side is closed after sending, so a server waiting for more cannot hang the test: it sees the
 * end of the request. Rejects after `timeoutMs` without an answer or a close.
 */
export function exchange(port: number, bytes: Buffer, timeoutMs = 10_000): Promise<RawOutcome> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (outcome: RawOutcome | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const timer = setTimeout(() => finish(new Error(`No answer within ${timeoutMs} ms`)), timeoutMs);
    const tryParse = (atEnd: boolean) => {
      const response = parseResponse(Buffer.concat(chunks), atEnd);
      if (response) finish({ response });
      else if (atEnd) finish({ response: null, closedBy: chunks.length === 0 ? 'the server, without a byte' : 'the server, mid-response' });
    };
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      tryParse(false);
    });
    // A server that answers early (413) may reset the rest of a large upload: what arrived still counts.
    socket.on('error', () => tryParse(true));
    socket.on('close', () => tryParse(true));
    socket.write(bytes, () => socket.end());
  });
}

function parseResponse(data: Buffer, atEnd: boolean): RawResponse | null {
  let offset = 0;
  for (;;) {
    const headEnd = data.indexOf('\r\n\r\n', offset);
    if (headEnd < 0) return null;
    const [statusLine = '', ...headerLines] = data.subarray(offset, headEnd).toString('latin1').split('\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
    if (!Number.isInteger(status)) return null;
    const headers: Record<string, string> = {};
    for (const line of headerLines) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
    }
    const bodyStart = headEnd + 4;
    if (status >= 100 && status < 200) {
      offset = bodyStart;
      continue;
    }
    const body = readBody(data.subarray(bodyStart), headers, atEnd);
    return body ? { status, headers, body } : null;
  }
}

function readBody(rest: Buffer, headers: Record<string, string>, atEnd: boolean): Buffer | null {
  if (headers['content-length'] !== undefined) {
    const length = Number(headers['content-length']);
    return rest.length >= length ? rest.subarray(0, length) : null;
  }
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) return readChunked(rest);
  return atEnd ? rest : null;
}

function readChunked(rest: Buffer): Buffer | null {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n', offset);
    if (lineEnd < 0) return null;
    const size = parseInt(rest.subarray(offset, lineEnd).toString('latin1'), 16);
    if (Number.isNaN(size)) return null;
    if (size === 0) return Buffer.concat(parts);
    const start = lineEnd + 2;
    if (rest.length < start + size + 2) return null;
    parts.push(rest.subarray(start, start + size));
    offset = start + size + 2;
  }
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiError } from './errors';

export const MAX_BODY_BYTES = 1024 * 1024;

/** The client went away while sending its body: nothing to answer. */
export class ClientAbortedError extends Error {
  override readonly name = 'ClientAbortedError';
}

export type RawBody = { kind: 'text'; text: string } | { kind: 'too-large'; bytes: number };

/**
 * Reads the request body up to `limit` bytes. Past the limit it stops reading (the caller answers
 * 413 and closes the connection) instead of buffering more; a Content-Length over the limit is
 * refused before reading anything.
 */
export function readBody(request: IncomingMessage, limit = MAX_BODY_BYTES): Promise<RawBody> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve({ kind: 'too-large', bytes: declared });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    const cleanUp = () => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
      request.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes <= limit) {
        chunks.push(chunk);
        return;
      }
      cleanUp();
      request.pause();
      resolve({ kind: 'too-large', bytes });
    };
    const onEnd = () => {
      cleanUp();
      resolve({ kind: 'text', text: Buffer.concat(chunks).toString('utf8') });
    };
    const onError = () => {
      cleanUp();
      reject(new ClientAbortedError('The client aborted the request while sending its body.'));
    };
    const onClose = () => {
      if (request.complete) return;
      cleanUp();
      reject(new ClientAbortedError('The client closed the connection before sending the whole body.'));
    };
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
    request.on('close', onClose);
  });
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  sendJsonText(response, status, JSON.stringify(body), headers);
}

/** A body already serialised, for the quirks that write JSON by hand. */
export function sendJsonText(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': 'no-store',
    ...headers,
  });
  response.end(text);
}

export function sendError(response: ServerResponse, error: ApiError): void {
  sendJson(response, error.status, error.toBody(), error.headers);
}

/** application/json, with or without parameters such as charset. */
export function isJsonContentType(value: string): boolean {
  return /^application\/json\s*(;|$)/i.test(value.trim());
}

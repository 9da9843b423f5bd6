// Requests that Node's HTTP layer refuses before the request handler ever sees them: bytes that are
// not HTTP, headers over 16 KB, a body that breaks its own framing, an Expect it cannot meet, a
// CONNECT. Node answers most of them itself with an empty body (or, for CONNECT, by hanging up);
// here they get the API's JSON error body like every other rejection.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ApiError } from './errors';
import { sendError } from './http-io';

export interface ProtocolErrorHandlers {
  /** Call for every request: a protocol error may only be answered while its socket has no answer under way. */
  track(request: IncomingMessage, response: ServerResponse): void;
  onClientError(error: Error & { code?: string }, socket: Duplex): void;
  onCheckExpectation(request: IncomingMessage, response: ServerResponse): void;
  onConnect(request: IncomingMessage, socket: Duplex): void;
}

export function createProtocolErrorHandlers(): ProtocolErrorHandlers {
  const answering = new WeakMap<Duplex, ServerResponse>();
  return {
    track(request, response) {
      answering.set(request.socket, response);
      response.once('close', () => {
        if (answering.get(request.socket) === response) answering.delete(request.socket);
      });
    },
    onClientError(error, socket) {
      // Writing now would corrupt an answer that has started (or the peer is gone): just hang up.
      if (!socket.writable || answering.get(socket)?.headersSent) {
        socket.destroy();
        return;
      }
      writeRawError(socket, clientErrorFor(error));
    },
    onCheckExpectation(request, response) {
      response.setHeader('Connection', 'close');
      sendError(
        response,
        new ApiError(
          417,
          'EXPECTATION_FAILED',
          `Only "Expect: 100-continue" is supported, not ${JSON.stringify(String(request.headers.expect).slice(0, 100))}.`,
        ),
      );
    },
    onConnect(_request, socket) {
      writeRawError(
        socket,
        new ApiError(405, 'METHOD_NOT_ALLOWED', 'This server is not a proxy: CONNECT is not supported.', { headers: { Allow: 'POST' } }),
      );
    },
  };
}

function clientErrorFor(error: Error & { code?: string }): ApiError {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return new ApiError(431, 'HEADERS_TOO_LARGE', 'The request headers are larger than the server accepts (16 KB in all).');
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return new ApiError(413, 'BODY_TOO_LARGE', 'The chunk extensions of the request body are too large.');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new ApiError(408, 'REQUEST_TIMEOUT', 'The request was not received in time.');
    default:
      return new ApiError(400, 'MALFORMED_REQUEST', `The request is not valid HTTP/1.1${error.code ? ` (${error.code})` : ''}.`);
  }
}

/** A whole response written straight to the socket, which is then closed: the HTTP parser state is lost. */
function writeRawError(socket: Duplex, error: ApiError): void {
  const body = JSON.stringify(error.toBody());
  const headers = {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    ...error.headers,
    Connection: 'close',
  };
  const head = [
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? ''}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
}

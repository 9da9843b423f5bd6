// Misbehaviours a real service (or what sits in front of it) shows now and then, so clients can be
// tested against them. Queued faults (tests) come first, then seeded random ones (config.faults).
// A faulted request is answered before any page is computed, so retrying it gets the same page.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DemoApiConfig, FaultKind } from './config';
import { FAULT_KINDS } from './config';
import { ApiError } from './errors';
import { sendError } from './http-io';
import { hashSeed, unitAt } from './random';

export class FaultPlan {
  private readonly queued: FaultKind[] = [];
  private readonly seed: number;
  private draws = 0;

  constructor(private readonly settings: DemoApiConfig['faults']) {
    this.seed = hashSeed('faults', settings.seed ?? 0);
  }

  queue(kinds: FaultKind[]): void {
    const unknown = kinds.find((kind) => !(FAULT_KINDS as readonly string[]).includes(kind));
    if (unknown !== undefined)
      throw new TypeError(`Unknown fault kind ${JSON.stringify(unknown)}; expected one of ${FAULT_KINDS.join(', ')}`);
    this.queued.push(...kinds);
  }

  /** The fault for the next search request, if any. */
  next(): FaultKind | null {
    const queued = this.queued.shift();
    if (queued !== undefined) return queued;
    if (this.settings.rate <= 0) return null;
    const draw = this.draws++;
    if (unitAt(this.seed, draw * 2) >= this.settings.rate) return null;
    return this.settings.kinds[Math.floor(unitAt(this.seed, draw * 2 + 1) * this.settings.kinds.length)] ?? null;
  }
}

export interface FaultContext {
  port: number;
  retryAfterSeconds: number;
  slowMs: number;
  /** Aborted when the server closes, so a slow answer never holds it open. */
  signal: AbortSignal;
}

/** Plays a fault. Returns true when the response is done, false when the request should now be served normally. */
export async function playFault(
  kind: FaultKind,
  request: IncomingMessage,
  response: ServerResponse,
  context: FaultContext,
): Promise<boolean> {
  const retryAfter = String(context.retryAfterSeconds);
  switch (kind) {
    case '429':
      sendError(response, rateLimited({ 'Retry-After': retryAfter }));
      return true;
    case '429-date': {
      const at = Math.ceil((Date.now() + context.retryAfterSeconds * 1000) / 1000) * 1000;
      sendError(response, rateLimited({ 'Retry-After': new Date(at).toUTCString() }));
      return true;
    }
    case '429-bare':
      sendError(response, rateLimited({}));
      return true;
    case '500':
      sendError(response, new ApiError(500, 'INTERNAL', 'The server hit an internal error. Try again later.'));
      return true;
    case '503':
      sendError(
        response,
        new ApiError(503, 'UNAVAILABLE', 'The service is temporarily unavailable. Try again shortly.', {
          headers: { 'Retry-After': retryAfter },
        }),
      );
      return true;
    case 'reset':
      resetMidBody(response);
      return true;
    case 'malformed':
      sendRaw(response, 200, 'application/json', '{"smsMessages":[{"id":"SM0f3a9c2e","body":"Your appointment is confi');
      return true;
    case 'wrong-shape':
      sendRaw(response, 200, 'application/json', JSON.stringify({ status: 'ok', count: 3 }));
      return true;
    case 'empty-200':
      sendRaw(response, 200, 'application/json', '');
      return true;
    case 'wrong-content-type':
      sendRaw(
        response,
        200,
        'text/html; charset=utf-8',
        '<!doctype html><html><body><h1>Service temporarily unavailable</h1></body></html>',
      );
      return true;
    case 'huge-body':
      await streamHugeBody(response);
      return true;
    case 'slow':
      await sleep(context.slowMs, undefined, { signal: context.signal });
      return false;
    case 'redirect':
      // Same path, other origin: localhost is not the same origin as 127.0.0.1.
      response.writeHead(307, { Location: `http://localhost:${context.port}${request.url ?? '/'}`, 'Content-Length': '0' });
      response.end();
      return true;
  }
}

function rateLimited(headers: Record<string, string>): ApiError {
  return new ApiError(429, 'RESOURCE_EXHAUSTED', 'Too many requests. Slow down and try again.', { headers });
}

function sendRaw(response: ServerResponse, status: number, contentType: string, text: string): void {
  response.writeHead(status, { 'Content-Type': contentType, 'Content-Length': String(Buffer.byteLength(text)) });
  response.end(text);
}

/** Headers and the start of a body that promises more, then the connection drops. */
function resetMidBody(response: ServerResponse): void {
  response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '8192' });
  response.write('{"smsMessages":[{"id":"SM0f3a9c2e","body":"Hi', () => response.socket?.destroy());
}

const HUGE_BODY_BYTES = 20 * 1024 * 1024;

/** A ~20 MB well-formed JSON page, streamed (chunked) so the server never holds it whole. */
async function streamHugeBody(response: ServerResponse): Promise<void> {
  const item = JSON.stringify({
    id: 'SM0f3a9c2e0000000000000000000000',
    direction: 'INBOUND',
    status: 'RECEIVED',
    body: 'A very long message. '.repeat(40),
    created_at: '2025-11-14T17:45:00Z',
  });
  const chunk = Buffer.from(`${Array.from({ length: 64 }, () => item).join(',')},`);
  let closed = false;
  let wake = () => {};
  response.once('close', () => {
    closed = true;
    wake();
  });
  response.writeHead(200, { 'Content-Type': 'application/json' });
  response.write('{"smsMessages":[');
  for (let written = 0; written < HUGE_BODY_BYTES && !closed; written += chunk.length) {
    if (!response.write(chunk)) {
      await new Promise<void>((resolve) => {
        wake = resolve;
        response.once('drain', resolve);
      });
    }
  }
  if (!closed) response.end(`${item}]}`);
}

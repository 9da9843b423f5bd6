// A buggy server that copies the Authorization header it received back to the client, in the
// forms a real one might write it: JSON escapes of its own choosing, a slice of the token, the
// token broken by a control character, hex, base64 wrapped over lines. The client must redact
// every one of them (electron/api-client/redact-token.ts).
import type { ServerResponse } from 'node:http';
import { sendJsonText } from './http-io';

export const ECHO_FORMS = ['plain', 'escape-one', 'escape-all', 'escaped-slash', 'slice', 'control', 'hex', 'base64-wrapped'] as const;
export type EchoForm = (typeof ECHO_FORMS)[number];

/** As long as the slice of the token a server quotes in "token abcd…ef is not valid". */
export const ECHO_SLICE_CHARS = 24;

const MARKER = /\{\{echo:([a-z0-9-]+)\}\}/g;

/**
 * Where an echo goes in a value about to be written. JSON.stringify cannot write escapes of its
 * own choosing (`\u0061`, `\/`), so the echo travels as this marker until writeEchoes.
 */
export function echoMarker(form: EchoForm): string {
  return `{{echo:${form}}}`;
}

/** Serialised JSON (or plain text) with each marker replaced by the header written in its form. */
export function writeEchoes(text: string, authorization: string): string {
  return text.replace(MARKER, (_marker, form: string) => echoText(form as EchoForm, authorization));
}

/** Sends a JSON body whose markers (if any) are written out as echoes of the Authorization header. */
export function sendEchoingJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  authorization: string | undefined,
  headers: Record<string, string> = {},
): void {
  sendJsonText(response, status, writeEchoes(JSON.stringify(body), authorization ?? ''), headers);
}

/** The echo as the content of a JSON string (what goes between its quotes). */
function echoText(form: EchoForm, authorization: string): string {
  const token = authorization.replace(/^Bearer\s+/i, '');
  const middle = Math.floor(token.length / 2);
  switch (form) {
    case 'plain':
      return jsonContent(authorization);
    case 'escape-one':
      return `${jsonContent(token.slice(0, middle))}${unicodeEscape(token.charCodeAt(middle))}${jsonContent(token.slice(middle + 1))}`;
    case 'escape-all':
      return [...authorization].map((char) => unicodeEscape(char.charCodeAt(0))).join('');
    case 'escaped-slash':
      // PHP's json_encode default.
      return jsonContent(authorization).replace(/\//g, '\\/');
    case 'slice': {
      const from = Math.max(0, middle - ECHO_SLICE_CHARS / 2);
      return jsonContent(`token ${token.slice(from, from + ECHO_SLICE_CHARS)}… is not valid`);
    }
    case 'control':
      return jsonContent(`${token.slice(0, middle)}\n${token.slice(middle, middle + 1)}\u0007${token.slice(middle + 1)}`);
    case 'hex':
      return Buffer.from(authorization).toString('hex');
    case 'base64-wrapped':
      return jsonContent(Buffer.from(`trace;authorization=${authorization};end`).toString('base64').replace(/.{76}/g, '$&\r\n'));
  }
}

function jsonContent(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}

function unicodeEscape(code: number): string {
  return `\\u${code.toString(16).padStart(4, '0')}`;
}

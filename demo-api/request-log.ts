import type { FileHandle } from 'node:fs/promises';
import { open } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';

/** One request as the demo API received it; the Authorization header keeps only its last 4 characters. */
export interface LoggedRequest {
  time: string;
  method: string;
  /** Path and query string, as sent. */
  path: string;
  headers: Record<string, string>;
  /** The parsed JSON body; the raw text when it is not JSON; null when there was none or it was not read. */
  body: unknown;
}

const MAX_ENTRIES = 10_000;
const MAX_LOGGED_TEXT = 64 * 1024;

/** The in-memory log (the most recent 10,000 requests) and, optionally, a JSON lines file. */
export class RequestLog {
  readonly entries: LoggedRequest[] = [];
  private writes: Promise<void> = Promise.resolve();
  private writeFailed = false;
  private closed = false;

  private constructor(private readonly file: FileHandle | null) {}

  /** Opens (appends to) the file first, so a path that cannot be written fails at startup. */
  static async open(path: string | undefined): Promise<RequestLog> {
    return new RequestLog(path ? await open(path, 'a') : null);
  }

  record(entry: LoggedRequest): void {
    this.entries.push(entry);
    if (this.entries.length > MAX_ENTRIES) this.entries.splice(0, this.entries.length - MAX_ENTRIES);
    const file = this.file;
    if (!file || this.closed) return;
    const line = `${JSON.stringify(entry)}\n`;
    this.writes = this.writes
      .then(() => file.appendFile(line))
      .catch((error: unknown) => {
        if (this.writeFailed) return;
        this.writeFailed = true;
        console.error(`Demo API: cannot write the request log (${error instanceof Error ? error.message : String(error)}).`);
      });
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.writes;
    await this.file?.close();
  }
}

export function loggedHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const logged: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(', ') : value;
    logged[name] = name === 'authorization' ? redactAuthorization(text) : text;
  }
  return logged;
}

function redactAuthorization(value: string): string {
  const token = /^Bearer\s+(\S+)$/i.exec(value.trim())?.[1];
  // A token of 4 characters or fewer would be shown whole: then nothing of it is kept.
  return token ? `Bearer …${token.length > 4 ? token.slice(-4) : ''}` : '[redacted]';
}

/** What the log keeps of a body: parsed JSON when it is JSON, else (a bounded piece of) the text. */
export function loggedBody(text: string | null): unknown {
  if (text === null || text === '') return null;
  if (text.length > MAX_LOGGED_TEXT) return `${text.slice(0, 200)}… (${text.length} characters)`;
  try {
    const parsed = JSON.parse(text) as unknown;
    // JSON.parse takes any depth, JSON.stringify (the log file, anyone reading `requests`) does not.
    JSON.stringify(parsed);
    return parsed;
  } catch {
    return text;
  }
}

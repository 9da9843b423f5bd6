// The plain data that crosses IPC: what operations return and events carry. Part of the IPC
// contract (contract.ts re-exports it all); free of Node and Electron imports like the contract.
// A shape zod also checks is the z.infer of its schema (data-schemas.ts), never typed again here.
import type { z } from 'zod';
import type { RoleChoices } from '../records/vocabulary/role-fields';
import type { columnLayoutSchema, recordedSearchSchema, searchDraftSchema } from './data-schemas';
import type { explorerErrorSchema } from './explorer-error-schema';
import type { ExportFileNotes } from '../export/export-formats';

/** An error as data: Electron keeps only a thrown error's message, so errors are returned. */
export type ExplorerError = z.infer<typeof explorerErrorSchema>;
export type ErrorKind = ExplorerError['kind'];

export type Result<T> = { ok: true; value: T } | { ok: false; error: ExplorerError };

/** encrypted: OS keychain; weak: Linux basic_text (hard-coded key); session: memory only. */
export type TokenStorage = 'encrypted' | 'weak' | 'session';

export interface LocationVerification {
  status: 'ok' | 'failed';
  checkedAt: string;
  error?: ExplorerError;
}

/** One location's answer to a connection test: may the token read it (a one-result search)? */
export interface LocationTestResult {
  locationId: string;
  status: 'ok' | 'failed';
  error?: ExplorerError;
}

export interface LocationView {
  id: string;
  name?: string;
  /** The location's IANA time zone (e.g. America/Chicago), when the user set one. */
  timeZone?: string;
  verification?: LocationVerification;
}

export interface ConnectionView {
  id: string;
  label: string;
  baseUrl: string;
  /** Last 4 characters of the token ('' when there is none). */
  hint: string;
  locations: LocationView[];
  storage: TokenStorage;
  /** The token is missing or could not be decrypted: the user must enter it again. */
  needsToken: boolean;
  isDemo: boolean;
  /** The largest page_size the UI lets the user send: the connection's maximum, under a size the server refused. */
  maxPageSize: number;
  requestTimeoutMs: number;
  /** How often Follow asks for the newest page of this connection's searches. */
  followIntervalMs: number;
  /** Requests sent at once when several searches are read together (across locations, a list of numbers). */
  requestsAtOnce: number;
  /** The user's choice of the field each message role reads (Manage connection → Fields): wins over detection. */
  fieldChoices?: RoleChoices;
  /** What the app learned of the server's page size limit from its answers (absent: nothing yet). */
  pageSizeLimit?: PageSizeLimit;
}

/** The largest page_size the server answered, and the smallest it refused as too large. */
export interface PageSizeLimit {
  accepted?: number;
  refused?: number;
}

export interface Selection {
  connectionId: string;
  locationId: string;
}

export interface AppNotice {
  id: string;
  level: 'info' | 'warning' | 'error';
  message: string;
}

export interface AppState {
  connections: ConnectionView[];
  lastUsed: Selection | null;
  /** Things the user must be told once: a store file moved aside, a weak keyring... */
  notices: AppNotice[];
  /** The OS gives no protected keyring (Linux basic_text): tokens saved to disk are weakly protected. */
  weakKeyring: boolean;
  appVersion: string;
}

/** How the grid shows one connection × location's columns; saved by main in settings.json. */
export type ColumnLayout = z.infer<typeof columnLayoutSchema>;

export interface SearchPage {
  items: Record<string, unknown>[];
  /** Absent or empty next_page_token from the server is null here: the end of the collection. */
  nextPageToken: string | null;
  previousPageToken: string | null;
  /** The response member the results came from (smsMessages for the search endpoint). */
  listMember: string;
  receivedAt: string;
  attempts: number;
  /**
   * Set when the page token sent was rejected and asking for the first page with the same
   * parameters worked: this is that first page, and the walk starts over (the token was the problem).
   */
  restartedAfter?: PageTokenRejection;
  /**
   * The server's next_page_token was longer than a page token may be (MAX_PAGE_TOKEN_CHARS), so it
   * was neither kept nor sent back: its length. nextPageToken is then null and the walk stops, saying why.
   */
  refusedNextPageToken?: number;
}

export interface PageTokenRejection {
  status?: number;
  serverMessage?: string;
}

export interface ExportOutcome {
  path: string;
  manifestPath: string;
  rows: number;
  columns: string[];
  /** What the file's format had to do to the data (XLSX sheets, cut cells). */
  notes?: ExportFileNotes;
}

export type ExportAllOutcome =
  | { status: 'complete'; path: string; manifestPath: string; rows: number; pages: number; columns: string[]; notes?: ExportFileNotes }
  | {
      status: 'cancelled' | 'failed';
      /** Where the rows written so far were kept (named *.partial.csv), or null when nothing was kept. */
      partialPath: string | null;
      manifestPath: string | null;
      rows: number;
      pages: number;
      error?: ExplorerError;
    };

/** Pushed while an "export all" runs. */
/** Progress of a long job (an export, a count), pushed as it runs; `jobId` is the id it was started with. */
export interface JobProgress {
  jobId: string;
  pages: number;
  rows: number;
  rowsPerSecond: number;
  elapsedMs: number;
  /** Times the walk restarted from the first page after its page token expired. */
  restarts: number;
  /** Pages that came back with no results (normal under the contract; shown so a long run is visible). */
  emptyPages?: number;
  /** Only when the server ever reports a total; the contract defines none. */
  estimatedTotal?: number;
  /** Set while waiting to retry a failed request. */
  retrying?: { attempt: number; delayMs: number; error: ExplorerError };
  /**
   * A conversation's export: pages and bytes read into its spool so far. Its rows reach the file
   * (and `rows`) only once the walk has ended, so this is what shows the walk going on.
   */
  spooled?: { pages: number; bytes: number };
}

/** Pushed while a request waits before trying again, so the UI can say "retrying in N s". */
export interface RetryNotice {
  requestId: string;
  attempt: number;
  delayMs: number;
  error: ExplorerError;
  /** Across locations: the search that waits (its location, and its listed number). */
  locationId?: string;
  number?: string;
}

/** A search as the form held it (the time preset, not the times it gave). */
export type SearchDraftData = z.infer<typeof searchDraftSchema>;

/** One run of a search, per connection × location. Never holds a page token. */
export type RecordedSearch = z.infer<typeof recordedSearchSchema>;

export interface SearchHistory {
  /** Newest first, capped. */
  recent: RecordedSearch[];
  /** Pinned first, then by name. */
  saved: RecordedSearch[];
  /** Set when stored searches could not be read and were left out. */
  notice: string | null;
}

// The field rules the contract's input schemas are built from (contract.ts).
import { z } from 'zod';
import { filterBodyProblem } from '../limits/filter-body-limits';
import { MAX_COLUMN_NAME_CHARS } from '../limits/stored-limits';
import { MAX_EXPORT_COLUMNS } from '../limits/export-columns';
import { MAX_PAGE_TOKEN_CHARS } from '../limits/page-token-limit';
import { listSearchesProblem, MAX_LIST_NUMBERS } from '../limits/number-list-limits';
import type { ConnectionSettingBound } from '../limits/connection-limits';
import {
  FOLLOW_INTERVAL_MS_BOUND,
  HEADER_SAFE_TEXT,
  MAX_BASE_URL_CHARS,
  MAX_ID_CHARS,
  MAX_LABEL_CHARS,
  MAX_LOCATION_NAME_CHARS,
  MAX_PAGE_SIZE_BOUND,
  MAX_TOKEN_CHARS,
  REQUEST_TIMEOUT_MS_BOUND,
  REQUESTS_AT_ONCE_BOUND,
} from '../limits/connection-limits';
import { MAX_ACROSS_LOCATIONS } from '../limits/across-limits';
import type { ExportCompression, ExportFormat } from '../export/export-formats';
import { EXPORT_COMPRESSIONS, EXPORT_FORMAT_INFO, EXPORT_FORMATS, EXPORT_PURPOSES } from '../export/export-formats';

const inBound = (bound: ConnectionSettingBound) => z.number().int().min(bound.min).max(bound.max);

// The settings file's record checks its fields with these same schemas (connection-record.ts).
export const id = z.string().min(1).max(MAX_ID_CHARS);
export const label = z.string().trim().min(1).max(MAX_LABEL_CHARS);
export const token = z.string().trim().min(1).max(MAX_TOKEN_CHARS).regex(HEADER_SAFE_TEXT, 'A token is printable ASCII without spaces.');
export const locationId = z
  .string()
  .trim()
  .min(1)
  .max(MAX_ID_CHARS)
  .regex(HEADER_SAFE_TEXT, 'A location id is printable ASCII without spaces.');
export const locationName = z.string().trim().max(MAX_LOCATION_NAME_CHARS);
export const baseUrl = z.string().trim().min(1).max(MAX_BASE_URL_CHARS);
export const maxPageSize = inBound(MAX_PAGE_SIZE_BOUND);
export const requestTimeoutMs = inBound(REQUEST_TIMEOUT_MS_BOUND);
export const followIntervalMs = inBound(FOLLOW_INTERVAL_MS_BOUND);
/** Requests a connection sends at once when it reads several searches together (requests-at-once.ts). */
export const requestsAtOnce = inBound(REQUESTS_AT_ONCE_BOUND);
export const tokenStorageChoice = z.enum(['disk', 'session']);
export const requestId = z.string().min(1).max(100);
export const pageToken = z.string().min(1).max(MAX_PAGE_TOKEN_CHARS);
export const suggestedName = z.string().trim().min(1).max(200);
/** Copies of selected rows can be large: up to 32 MiB of text (a page of 100,000 rows as TSV fits). */
export const CLIPBOARD_MAX_CHARS = 32 * 1024 * 1024;
/** The body fields the app sets itself on every search request (the client's body, "copy as cURL"): never the user's. */
export const APP_SET_BODY_FIELDS: readonly string[] = ['page_token', 'page_size'];
const filterBody = z
  .record(z.string().max(200), z.unknown())
  .refine(
    (body) => APP_SET_BODY_FIELDS.every((name) => !(name in body)),
    `${APP_SET_BODY_FIELDS.join(' and ')} are managed by the app; remove them from the body.`,
  )
  .superRefine((body, context) => {
    const problem = filterBodyProblem(body);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
/** One connection × location. */
export const place = { connectionId: id, locationId };
/** Where a column layout is kept: one location's grid, or (null) the search across the connection's locations, one layout per connection. */
export const layoutPlace = { connectionId: id, locationId: locationId.nullable() };
/** A search as sent: where, the filter body and the page size. */
export const query = z.strictObject({
  ...place,
  body: filterBody,
  // 0 asks for the server's default page size (contract).
  pageSize: z.number().int().min(0).max(MAX_PAGE_SIZE_BOUND.max),
});
/** A search's page as "copy as cURL" shows it: the search, and the page token when past the first page. */
export const pageQuery = query.extend({ pageToken: pageToken.optional() });
/**
 * One page of a search session, cancellable by its request id. pageTokenFrom: the connection's base
 * URL when the session started; main sends the token nowhere else (common/paging/page-token-rejection.ts).
 */
export const sessionPageQuery = pageQuery.extend({ requestId, pageTokenFrom: baseUrl.optional() });
export const row = z.record(z.string().max(500), z.unknown());
export const exportColumns = z.array(z.string().max(MAX_COLUMN_NAME_CHARS)).max(MAX_EXPORT_COLUMNS);
/** An IANA zone name; main checks it against the zones the runtime knows. */
export const timeZone = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/, 'A time zone is an IANA name such as America/Chicago.');
/** The zone the user saw times in, for the manifest ('UTC', 'Local (Europe/Paris)'...). */
export const displayTimeZone = z.string().trim().min(1).max(100);
/** An export's file format; CSV when not given, so older callers keep their files. */
export const exportFormat = z.enum(EXPORT_FORMATS).default('csv');
/** Markdown is a table for a ticket: offered for rows the window holds, not for every result. */
export const streamedExportFormat = z.enum(EXPORT_FORMATS).exclude(['markdown']).default('csv');
export const exportCompression = z.enum(EXPORT_COMPRESSIONS).default('none');
/** What a CSV/TSV is for; a spreadsheet when not given, the side where a missing answer runs nothing. */
export const exportPurpose = z.enum(EXPORT_PURPOSES).default('spreadsheet');
/** Refuses gzip for a format that cannot take it (XLSX is already a zip; JSON and Markdown are read whole). */
export function compressionFits(input: { format: ExportFormat; compression: ExportCompression }, context: z.RefinementCtx): void {
  if (input.compression === 'gzip' && !EXPORT_FORMAT_INFO[input.format].gzip) {
    context.addIssue({
      code: 'custom',
      path: ['compression'],
      message: `${EXPORT_FORMAT_INFO[input.format].label} files cannot be gzip-compressed; choose CSV, TSV or JSON Lines.`,
    });
  }
}
/** Rows of a search across locations name the location of each row (and a list's rows the number searched): one per row, in the rows' order. */
export function locationPerRow(
  input: { rows: readonly unknown[]; locations?: readonly string[] | undefined; numbers?: readonly string[] | undefined },
  context: z.RefinementCtx,
): void {
  if (input.locations && input.locations.length !== input.rows.length) {
    context.addIssue({
      code: 'custom',
      path: ['locations'],
      message: `${input.locations.length} locations were sent for ${input.rows.length} rows; each row needs its own.`,
    });
  }
  if (input.numbers && input.numbers.length !== (input.locations ? input.rows.length : -1)) {
    context.addIssue({
      code: 'custom',
      path: ['numbers'],
      message: `${input.numbers.length} numbers were sent for ${input.rows.length} rows; each row needs its own, with its location.`,
    });
  }
}
/** A screen of a search across locations, as main gave it: a session id and a screen number. */
export const acrossCursor = z
  .string()
  .min(3)
  .max(100)
  .regex(/^[\w-]+:\d+$/);
/**
 * A pasted list of numbers, one search each (at every location searched): E.164 as the form read
 * them, each once. The phone filter's field is filled per number in main.
 */
export const numberList = z
  .array(z.string().regex(/^\+[1-9]\d{1,14}$/, 'A listed number is sent in E.164, such as +15125550148.'))
  .min(1)
  .max(MAX_LIST_NUMBERS, `At most ${MAX_LIST_NUMBERS} numbers are searched at once.`)
  .refine((numbers) => new Set(numbers).size === numbers.length, 'A listed number is given twice.');
/** The locations one search across locations reads. */
export const locationList = z
  .array(locationId)
  .min(1)
  .max(MAX_ACROSS_LOCATIONS, `At most ${MAX_ACROSS_LOCATIONS} locations are searched at once.`);
/** Numbers × locations within the bound of searches run at once. */
export function listWithinBound(
  input: { locationIds: readonly string[]; numbers?: readonly string[] | undefined },
  context: z.RefinementCtx,
): void {
  const problem = input.numbers && listSearchesProblem(input.numbers.length, new Set(input.locationIds).size);
  if (problem) context.addIssue({ code: 'custom', path: ['numbers'], message: problem });
}

// Schemas of the data shapes that are both checked by zod and passed around typed: each type is
// z.infer of its schema (contract-data.ts), so the shape is written once. Main checks them on IPC
// input (contract.ts) and on what it reads back from its settings file.
import { z } from 'zod';
import { MAX_COLUMN_NAME_CHARS, MAX_LAYOUT_CHARS, MAX_LAYOUT_COLUMNS } from '../limits/stored-limits';
import { MAX_PHONE_FIELD_CHARS } from '../limits/number-list-limits';
import * as field from './input-schemas';

const columnName = z.string().min(1).max(MAX_COLUMN_NAME_CHARS, `A column name is at most ${MAX_COLUMN_NAME_CHARS} characters.`);
const columnWidth = z.number().int().min(20).max(5000);
const maxColumns = MAX_LAYOUT_COLUMNS.toLocaleString('en-US');
/**
 * Counted before the items are parsed: zod parses every key of a record before its own checks
 * run, which for 200,000 keys blocks main for seconds.
 */
const atMostColumns = <T>(count: (value: object) => number, message: string) =>
  z.custom<T>((value) => typeof value !== 'object' || value === null || count(value) <= MAX_LAYOUT_COLUMNS, message);
const layoutColumns = atMostColumns<string[]>(
  (value) => (Array.isArray(value) ? value.length : 0),
  `A layout lists at most ${maxColumns} columns.`,
).pipe(z.array(columnName));

/** How the grid shows one connection × location's columns; saved by main in settings.json. */
export const columnLayoutSchema = z
  .strictObject({
    /** Column names in the order the user arranged them; columns not listed follow in default order. */
    order: layoutColumns,
    /** Widths in CSS pixels of the columns the user resized. */
    widths: atMostColumns<Record<string, number>>(
      (value) => Object.keys(value).length,
      `A layout sizes at most ${maxColumns} columns.`,
    ).pipe(z.record(columnName, columnWidth)),
    hidden: layoutColumns,
  })
  .refine(
    (layout) => JSON.stringify(layout).length <= MAX_LAYOUT_CHARS,
    `A layout is at most ${MAX_LAYOUT_CHARS.toLocaleString('en-US')} characters as JSON; shorten the column names or list fewer columns.`,
  );

/** A search as the form held it (the time preset, not the times it gave), so re-running "last 24 hours" means the new last 24 hours. */
export const searchDraftSchema = z.strictObject({
  filters: z.strictObject({
    query: z.string().max(1000),
    direction: z.string().max(50),
    status: z.string().max(50),
    phoneNumber: z.string().max(MAX_PHONE_FIELD_CHARS),
    /** '' (any time), a preset ('1h', '24h', '7d', '30d') or 'custom'. */
    range: z.string().max(20),
    /** yyyy-mm-ddThh:mm, read in the zone the form states. */
    createdFrom: z.string().max(40),
    createdTo: z.string().max(40),
  }),
  rawBody: z.string().max(20_000),
  /** As typed; '' means the server's default page size. */
  pageSize: z.string().max(20),
});

/** One run of a search, per connection × location, as main keeps it. Never holds a page token. */
export const recordedSearchSchema = z.strictObject({
  id: field.id,
  connectionId: field.id,
  locationId: field.locationId,
  draft: searchDraftSchema,
  ranAt: z.string().max(40),
  /** Rows loaded while the search was shown. */
  rowsSeen: z.number().int().min(0),
  /** Set on saved searches only. */
  name: z.string().min(1).max(100).optional(),
  pinned: z.boolean(),
});

// The search operation once the request is authenticated and its body parsed: validate the
// fields, then the page token, then compute the page.
import type { DemoApiConfig } from './config';
import { ApiError } from './errors';
import { canonicalFiltersKey, FILTER_FIELDS, parseFilters } from './search-filters';
import { searchSource } from './messages';
import type { Cursor, PageTokenCodec, TokenBinding } from './page-token';
import { computePage } from './pagination';
import { shapeRecord } from './record-shapes';
import { emptyRunStep, shapeSearchAnswer, withoutEchoes } from './quirks';

export type SearchResponse = Record<string, unknown>;

export interface SearchDependencies {
  config: DemoApiConfig;
  codec: PageTokenCodec;
  sparseSeed: number;
  /** The clock new messages and status changes follow ("live" in the config). */
  now: () => number;
}

export interface Caller {
  apiToken: string;
  locationId: string;
}

const KNOWN_FIELDS: ReadonlySet<string> = new Set(['page_size', 'page_token', ...FILTER_FIELDS]);
const SCAN_BUDGET = 100_000;

export function search(dependencies: SearchDependencies, caller: Caller, body: unknown): SearchResponse {
  const { config, codec } = dependencies;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'INVALID_BODY', 'The request body must be a JSON object, such as {"page_size": 50}.');
  }
  const fields = body as Record<string, unknown>;
  const unknown = Object.keys(fields).find((field) => !KNOWN_FIELDS.has(field));
  if (unknown !== undefined) {
    throw new ApiError(
      400,
      'UNKNOWN_FIELD',
      `Unknown field ${JSON.stringify(unknown.slice(0, 100))}. Known fields: ${[...KNOWN_FIELDS].join(', ')}.`,
      {
        field: unknown.slice(0, 100),
      },
    );
  }
  const pageSize = parsePageSize(fields.page_size, config);
  const filters = parseFilters(fields);
  const sentToken = parsePageTokenField(fields.page_token);
  const pageToken = sentToken === undefined ? undefined : withoutEchoes(config, sentToken);
  // Rule 7 leaves page_size free to change between pages; binding it is the stricter server's way.
  const binding: TokenBinding = {
    ...caller,
    filtersKey: canonicalFiltersKey(filters),
    pageSize: config.pageTokenBindsPageSize ? pageSize : 0,
  };
  const decoded: Cursor | null = pageToken === undefined ? null : codec.decode(pageToken, binding);

  const source = searchSource(config, caller.locationId, filters, dependencies.now());
  const request = { ...(pageToken !== undefined && { pageToken }), authorization: `Bearer ${caller.apiToken}` };
  const run = emptyRunStep(config, decoded, source.start);
  if (run.empty)
    return shapeSearchAnswer(config, { items: [], nextPageToken: codec.encode(run.next, binding), previousPageToken: null }, request);
  const { cursor } = run;
  const page = computePage(source, cursor, {
    pageSize,
    sparseRate: config.sparsePages,
    sparseSeed: dependencies.sparseSeed,
    previousTokens: config.previousPageTokens,
    scanBudget: SCAN_BUDGET,
  });
  const items = page.indices.map((index) => shapeRecord(config.recordShape, source.messageAt(index)));
  return shapeSearchAnswer(
    config,
    {
      items,
      nextPageToken: page.next ? codec.encode(page.next, binding) : null,
      previousPageToken: page.previous ? codec.encode(page.previous, binding) : null,
    },
    request,
  );
}

function parsePageSize(value: unknown, config: DemoApiConfig): number {
  if (value === undefined || value === null || value === 0) return config.defaultPageSize;
  const valid = typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= config.maxPageSize;
  if (!valid) {
    throw new ApiError(
      400,
      'INVALID_ARGUMENT',
      `page_size must be an integer from 0 to ${config.maxPageSize} (0 or omitted means ${config.defaultPageSize}).`,
      {
        field: 'page_size',
      },
    );
  }
  return value;
}

function parsePageTokenField(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') {
    throw new ApiError(400, 'INVALID_ARGUMENT', 'page_token must be a string taken from next_page_token or previous_page_token.', {
      field: 'page_token',
    });
  }
  return value;
}

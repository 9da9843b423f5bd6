import { ECHO_FORMS } from './echo';
import { z } from 'zod';
import { parseRfc3339 } from './rfc3339';
import { RECORD_SHAPES } from './record-shape-names';

export const FAULT_KINDS = [
  '429',
  '429-date',
  '429-bare',
  '500',
  '503',
  'reset',
  'malformed',
  'wrong-shape',
  'empty-200',
  'wrong-content-type',
  'huge-body',
  'slow',
  'redirect',
] as const;

export type FaultKind = (typeof FAULT_KINDS)[number];

/** Random faults draw from these when `faults.kinds` is omitted: the transient failures a client should retry. */
const DEFAULT_RANDOM_FAULTS: FaultKind[] = ['429', '429-date', '500', '503', 'reset'];

const DEFAULT_SEED = 'sms-explorer-demo';
const DEFAULT_PAGE_SIZE = 50;
const ALPHA_TOKEN = 'demo-alpha-7Qm2xK9vTc4R';
const BRAVO_TOKEN = 'demo-bravo-3Hn8pW5sLb1Z';

const DEFAULT_LOCATIONS: Record<string, z.infer<typeof location>> = {
  'loc-harbor-dental': { name: 'Harbor Dental Studio', messages: 2_400 },
  'loc-maple-bakery': { name: 'Maple Street Bakery', messages: 350 },
  'loc-riverside-clinic': { name: 'Riverside Family Clinic', messages: 120_000 },
};

const DEFAULT_TOKENS: Record<string, string[]> = {
  [ALPHA_TOKEN]: ['loc-harbor-dental', 'loc-maple-bakery', 'loc-riverside-clinic'],
  [BRAVO_TOKEN]: ['loc-maple-bakery'],
};

const printable = /^[\x21-\x7e]+$/;
const token = z.string().min(1).max(4096).regex(printable, 'a token is printable ASCII without spaces');
const locationId = z.string().min(1).max(200).regex(printable, 'a location id is printable ASCII without spaces');
const seed = z.union([z.string().min(1).max(200), z.number().int()]);

/** The server errors one location can be set to answer with (`failWith`). */
export const LOCATION_FAILURE_STATUSES = [500, 502, 503, 504] as const;

/** The order a search's pages come in: newest first (the default) or oldest first. */
export const RESULT_ORDERS = ['newest-first', 'oldest-first'] as const;

const location = z.strictObject({
  name: z.string().trim().min(1).max(100),
  messages: z.number().int().min(0).max(10_000_000),
  /** This location's own order, over the server's `order`. */
  order: z.enum(RESULT_ORDERS).optional(),
  /** This location answers its searches with this server error (see location-faults.ts); the others do not. */
  failWith: z.literal(LOCATION_FAILURE_STATUSES).optional(),
  /** Searches of this location answered normally before it starts failing (0: from the first). */
  failAfterPages: z.number().int().min(0).max(1_000_000).optional(),
  /** Searches that fail before it answers normally again (omitted: every one from then on). */
  failTimes: z.number().int().min(1).max(1_000_000).optional(),
});

/** New messages over time and the statuses of recent ones changing (live-messages.ts). */
const live = z.strictObject({
  /** One new message per this many seconds (at a seeded second within each such slot). */
  everySeconds: z.number().int().min(2).max(86_400),
  /** The locations that get new messages; omitted: every location. */
  locations: z.array(locationId).min(1).max(1000).optional(),
  /** An outbound message is QUEUED this long, then SENT this long, then DELIVERED or FAILED. */
  queuedSeconds: z.number().int().min(0).max(86_400).default(5),
  sentSeconds: z.number().int().min(0).max(86_400).default(10),
  failedShare: z.number().min(0).max(1).default(0.15),
  outboundShare: z.number().min(0).max(1).default(0.7),
});

const faults = z.strictObject({
  rate: z.number().min(0).max(1).default(0),
  kinds: z.array(z.enum(FAULT_KINDS)).min(1).default(DEFAULT_RANDOM_FAULTS),
  seed: seed.optional(),
  // Up to a hundred years: a hostile or broken server asks what it likes, and the client must hold.
  retryAfterSeconds: z
    .number()
    .int()
    .min(0)
    .max(100 * 365 * 86_400)
    .default(1),
});

/** Where the demo copies the Authorization header it received (a buggy server, for the client's redaction). */
export const ECHO_TARGETS = ['error', 'record', 'record-base64', 'key', 'page-token', 'labels'] as const;

const memberName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,99}$/, 'must be a plain JSON member name such as "messages"');

/** How an expired page token is answered: any 4xx, with a JSON body or plain text. */
const expiredPageToken = z.strictObject({
  status: z.number().int().min(400).max(499),
  body: z.union([z.string().max(10_000), z.record(z.string(), z.unknown())]),
});

const schema = z
  .strictObject({
    seed: seed.default(DEFAULT_SEED),
    // The newest message's time. Omitted, it is when the config is read (the server's start), so
    // the time presets of the app find messages; tests that compare times pass a fixed one.
    anchorTime: z
      .string()
      .refine((text) => parseRfc3339(text) !== null, 'must be an RFC 3339 timestamp such as 2025-11-14T17:45:00Z')
      .default(startOfThisSecond),
    /** Omitted: 50, or maxPageSize when that is smaller, so a server of maximum 40 needs no second setting. */
    defaultPageSize: z.number().int().min(1).max(100_000).optional(),
    maxPageSize: z.number().int().min(1).max(100_000).default(500),
    pageTokenTtlSeconds: z.number().positive().max(31_536_000).default(900),
    previousPageTokens: z.boolean().default(true),
    sparsePages: z.number().min(0).max(1).default(0.1),
    tokens: z.record(token, z.array(locationId).min(1).max(1000)).optional(),
    locations: z.record(locationId, location).optional(),
    latencyMs: z.number().int().min(0).max(600_000).default(0),
    live: live.optional(),
    slowMs: z.number().int().min(0).max(600_000).default(5000),
    faults: faults.default({ rate: 0, kinds: DEFAULT_RANDOM_FAULTS, retryAfterSeconds: 1 }),
    requestLog: z.string().min(1).optional(),
    // Where the contract is silent, the demo can take the other side (see docs/demo-api.md):
    expiredPageToken: expiredPageToken.optional(),
    endMarker: z.enum(['absent', 'empty']).default('absent'),
    /** The contract does not say results are newest first; "oldest-first" serves them the other way. */
    order: z.enum(RESULT_ORDERS).default('newest-first'),
    resultsMember: memberName.default('smsMessages'),
    /** The contract shows no record fields: "other" or a provider's documented record names and writes them as another server might (record-shapes.ts). */
    recordShape: z.enum(RECORD_SHAPES).default('ours'),
    extraArrayMember: memberName.optional(),
    emptyPagesFirst: z.number().int().min(0).max(250).default(0),
    repeatNextToken: z.boolean().default(false),
    /**
     * The contract lets page_size change between the pages of one session (rule 7: only the other
     * parameters must stay the same). true binds each page token to the page size it was issued
     * with and refuses it with another (400 PAGE_TOKEN_MISMATCH), as a stricter server might.
     */
    pageTokenBindsPageSize: z.boolean().default(false),
    /** "bare": every 401 says only "Unauthorized", naming neither the token nor the location. */
    unauthorizedWording: z.enum(['coded', 'bare']).default('coded'),
    echoAuthorization: z.array(z.enum(ECHO_TARGETS)).default([]),
    /** How each echo is written (see echo.ts); every target gets every form. */
    echoForms: z.array(z.enum(ECHO_FORMS)).min(1).default(['plain']),
  })
  .transform((config) => {
    const locations = config.locations ?? DEFAULT_LOCATIONS;
    // Custom locations without custom tokens: one demo token that may access all of them.
    const tokens: Record<string, string[]> =
      config.tokens ?? (config.locations ? { [ALPHA_TOKEN]: Object.keys(locations) } : DEFAULT_TOKENS);
    const defaultPageSize = config.defaultPageSize ?? Math.min(DEFAULT_PAGE_SIZE, config.maxPageSize);
    return { ...config, defaultPageSize, locations, tokens, faults: { ...config.faults, seed: config.faults.seed ?? config.seed } };
  })
  .superRefine((config, context) => {
    if (config.extraArrayMember !== undefined && config.extraArrayMember === config.resultsMember) {
      context.addIssue({ code: 'custom', path: ['extraArrayMember'], message: 'must differ from resultsMember' });
    }
    if (config.defaultPageSize > config.maxPageSize) {
      context.addIssue({ code: 'custom', path: ['defaultPageSize'], message: `must not exceed maxPageSize (${config.maxPageSize})` });
    }
    for (const [id, place] of Object.entries(config.locations)) {
      for (const field of ['failAfterPages', 'failTimes'] as const) {
        if (place[field] !== undefined && place.failWith === undefined) {
          context.addIssue({
            code: 'custom',
            path: ['locations', id, field],
            message: 'needs failWith (the status this location fails with)',
          });
        }
      }
    }
    const liveIds = config.live ? (config.live.locations ?? Object.keys(config.locations)) : [];
    liveIds.forEach((id, index) => {
      const place = Object.hasOwn(config.locations, id) ? config.locations[id] : undefined;
      if (!place)
        context.addIssue({
          code: 'custom',
          path: ['live', 'locations', index],
          message: `location ${JSON.stringify(id)} is not defined in locations`,
        });
      // Oldest first mirrors positions around the newest message, which moves as messages arrive.
      else if ((place.order ?? config.order) === 'oldest-first') {
        context.addIssue({
          code: 'custom',
          path: ['live'],
          message: `new messages need newest-first order, and ${JSON.stringify(id)} is oldest-first`,
        });
      }
    });
    for (const [tokenValue, ids] of Object.entries(config.tokens)) {
      ids.forEach((id, index) => {
        if (!Object.hasOwn(config.locations, id)) {
          // The token itself stays out of the message: only its position is named.
          const tokenNumber = Object.keys(config.tokens).indexOf(tokenValue) + 1;
          context.addIssue({
            code: 'custom',
            path: ['tokens', tokenNumber, index],
            message: `location ${JSON.stringify(id)} is not defined in locations`,
          });
        }
      });
    }
  });

function startOfThisSecond(): string {
  return new Date(Math.floor(Date.now() / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

export type DemoApiConfigInput = z.input<typeof schema>;
export type DemoApiConfig = z.output<typeof schema>;
export type DemoLocation = z.output<typeof location>;

export class DemoConfigError extends Error {
  override readonly name = 'DemoConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid demo API config:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

export function parseDemoApiConfig(input: unknown): DemoApiConfig {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new DemoConfigError(result.error.issues.flatMap(describeIssue));
}

function describeIssue(issue: z.core.$ZodIssue): string[] {
  const path = issue.path.map((part, index) => describePathPart(issue.path, index, part));
  if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => `${[...path, key].join('.')}: unknown field`);
  const message = issue.code === 'invalid_key' ? (issue.issues[0]?.message ?? issue.message) : issue.message;
  return [`${path.join('.') || 'config'}: ${message}`];
}

/** Tokens are record keys: never echo one back, even when the key itself is what is wrong. */
function describePathPart(path: readonly PropertyKey[], index: number, part: PropertyKey): string {
  if (index !== 1 || path[0] !== 'tokens') return String(part);
  return typeof part === 'number' ? `#${part}` : '<token>';
}

export const DEFAULT_DEMO_CONFIG: DemoApiConfig = parseDemoApiConfig({});

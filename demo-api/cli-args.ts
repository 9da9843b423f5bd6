import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { DemoApiConfigInput } from './config';
import type { DemoApi } from './server';
import { SEARCH_PATH } from './request-handler';
import type { RecordShape } from './record-shape-names';
import { RECORD_SHAPES } from './record-shape-names';

export const USAGE = `Usage: npx tsx demo-api/cli.ts [--port 4010] [--config file.json] [--request-log file.jsonl]
                             [--record-shape ${RECORD_SHAPES.join('|')}]
                             [--max-page-size 40] [--live-every 20]

  --port           port on 127.0.0.1 (0 or omitted: a free port)
  --config         JSON file with any DemoApiConfigInput fields (seed, tokens, locations, faults...)
  --request-log    append every request to this JSON lines file (Authorization reduced to its last 4 characters)
  --record-shape   how records are written: ours (snake_case, RFC 3339), other (sentAt in epoch ms, text, customer...)
                   or a provider's documented message record (twilio, telnyx, plivo...; see docs/demo-api.md)
  --max-page-size  the largest page_size accepted (the default page size follows it down when smaller than 50)
  --live-every     a new message every this many seconds at every location, and recent ones go queued → sent → delivered or failed`;

/** A command line the CLI cannot run with: reported with the usage, exit code 2. */
export class CliUsageError extends Error {
  override readonly name = 'CliUsageError';
}

export interface CliOptions {
  port: number;
  configPath?: string;
  requestLogPath?: string;
  recordShape?: RecordShape;
  maxPageSize?: number;
  liveEverySeconds?: number;
  help: boolean;
}

export function parseCliArgs(args: string[]): CliOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        config: { type: 'string' },
        'request-log': { type: 'string' },
        'record-shape': { type: 'string' },
        'max-page-size': { type: 'string' },
        'live-every': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new CliUsageError(error instanceof Error ? error.message : String(error));
  }
  const port = values.port === undefined ? 0 : Number(values.port);
  if (!/^\d+$/.test(values.port ?? '0') || port > 65_535) {
    throw new CliUsageError(`--port must be a whole number from 0 to 65535, not ${JSON.stringify(values.port)}.`);
  }
  const shape = values['record-shape'];
  if (shape !== undefined && !RECORD_SHAPES.some((known) => known === shape)) {
    throw new CliUsageError(`--record-shape must be one of ${RECORD_SHAPES.join(', ')}, not ${JSON.stringify(shape)}.`);
  }
  const maxPageSize = values['max-page-size'];
  if (maxPageSize !== undefined && !/^[1-9]\d{0,5}$/.test(maxPageSize)) {
    throw new CliUsageError(`--max-page-size must be a whole number from 1 to 100000, not ${JSON.stringify(maxPageSize)}.`);
  }
  const liveEvery = values['live-every'];
  if (liveEvery !== undefined && (!/^\d{1,5}$/.test(liveEvery) || Number(liveEvery) < 2 || Number(liveEvery) > 86_400)) {
    throw new CliUsageError(`--live-every must be a whole number of seconds from 2 to 86400, not ${JSON.stringify(liveEvery)}.`);
  }
  return {
    port,
    help: values.help ?? false,
    ...(liveEvery !== undefined ? { liveEverySeconds: Number(liveEvery) } : {}),
    ...(values.config !== undefined ? { configPath: values.config } : {}),
    ...(values['request-log'] !== undefined ? { requestLogPath: values['request-log'] } : {}),
    ...(shape !== undefined ? { recordShape: shape as RecordShape } : {}),
    ...(maxPageSize !== undefined ? { maxPageSize: Number(maxPageSize) } : {}),
  };
}

/** The config file's content (not yet validated) with the command line's settings applied on top. */
export async function loadCliConfig(options: CliOptions): Promise<DemoApiConfigInput> {
  let input: unknown = {};
  if (options.configPath !== undefined) {
    let text: string;
    try {
      text = await readFile(options.configPath, 'utf8');
    } catch (error) {
      throw new CliUsageError(
        `Cannot read the config file ${options.configPath}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    try {
      input = JSON.parse(text) as unknown;
    } catch (error) {
      throw new CliUsageError(
        `The config file ${options.configPath} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      throw new CliUsageError(`The config file ${options.configPath} must hold a JSON object.`);
    }
  }
  return {
    ...(input as DemoApiConfigInput),
    ...(options.requestLogPath !== undefined ? { requestLog: options.requestLogPath } : {}),
    ...(options.recordShape !== undefined ? { recordShape: options.recordShape } : {}),
    ...(options.maxPageSize !== undefined ? { maxPageSize: options.maxPageSize } : {}),
    // The flag sets the rate; the rest of a "live" from the config file (locations, timings) stays.
    ...(options.liveEverySeconds !== undefined
      ? { live: { ...(input as DemoApiConfigInput).live, everySeconds: options.liveEverySeconds } }
      : {}),
  };
}

/** What a developer needs to call the server: where it listens, its tokens and what each may access. */
export function describeServer(api: DemoApi): string {
  const { config } = api;
  const lines = [
    `SMS Explorer demo API listening on ${api.baseUrl}`,
    `  POST ${api.baseUrl}${SEARCH_PATH}`,
    'Tokens (send "Authorization: Bearer <token>" and a "Location-Id" header):',
  ];
  for (const [token, locationIds] of Object.entries(config.tokens)) {
    lines.push(`  ${token}`);
    for (const id of locationIds) {
      const location = config.locations[id];
      const fails =
        location?.failWith === undefined
          ? ''
          : `  fails with ${location.failWith}${failureWhen(location.failAfterPages, location.failTimes)}`;
      lines.push(
        `    ${id.padEnd(24)} ${(location?.name ?? '').padEnd(28)} ${(location?.messages ?? 0).toLocaleString('en-US')} messages${fails}`,
      );
    }
  }
  lines.push(
    `Page size: default ${config.defaultPageSize}, max ${config.maxPageSize}. Page tokens expire after ${config.pageTokenTtlSeconds} s. Records: ${config.recordShape} shape.`,
    ...(config.live
      ? [`New messages: one every ${config.live.everySeconds} s at ${config.live.locations?.join(', ') ?? 'every location'}.`]
      : []),
    ...(config.requestLog ? [`Request log: ${config.requestLog}`] : []),
    'Press Ctrl+C to stop.',
  );
  return lines.join('\n');
}

/** When a location set to fail does: " after 2 searches", " 3 times", or nothing for every search. */
function failureWhen(afterPages: number | undefined, times: number | undefined): string {
  const after = afterPages ? ` after ${afterPages} search${afterPages === 1 ? '' : 'es'}` : '';
  return `${after}${times === undefined ? '' : `, ${times} time${times === 1 ? '' : 's'}`}`;
}

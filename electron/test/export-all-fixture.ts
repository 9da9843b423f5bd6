// Test support for "export all": the real demo API on loopback, a real temp folder, a client
// whose backoff waits return at once, and the progress events the renderer would get.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterEach } from 'vitest';
import { startScriptedServer } from './api-servers';
import type { Reply, ScriptedServer } from './api-servers';
import type { ApiClientDeps } from '../api-client/client';
import { recordingClient } from './api-demo';
import { createRequestRegistry } from '../api-client/requests';
import type { DemoApi, DemoApiConfigInput } from '../../demo-api/server';
import { startDemoApi } from '../../demo-api/server';
import { matchingMessages } from '../../demo-api/messages';
import type { SearchFilters } from '../../demo-api/messages';
import type { ExportAllOutcome, JobProgress, OperationInput, ParsedInput } from '../../common/ipc/contract';
import { operations } from '../../common/ipc/contract';
import type { ExportJobs, ExportJobsDeps, LocationTarget } from '../jobs/export-jobs';
import type { TestJobDeps } from './job-fixtures';
import { testExportJobs } from './job-fixtures';
import { createExportedPaths } from '../export/exported-paths';
import { memoryPendingFiles } from './memory-store';

export const LOCATION = 'loc-export';

export interface HarnessOptions {
  /** Messages in LOCATION (default 1,000). */
  messages?: number;
  demo?: DemoApiConfigInput;
  client?: Partial<ApiClientDeps>;
  exporter?: Partial<Pick<TestJobDeps, 'maxRestarts' | 'maxPages' | 'progressIntervalMs'> & Pick<ExportJobsDeps, 'freeBytes'>>;
  /** What the save dialog answers (default: all.csv in the temp folder). */
  savePath?: string | null;
  /** Called with every progress event, e.g. to queue faults or cancel part-way. */
  onProgress?: (progress: JobProgress, harness: ExportHarness) => void;
}

export interface ExportHarness {
  api: DemoApi;
  token: string;
  folder: string;
  /** The path the save dialog "chooses". */
  target: string;
  exporter: ExportJobs;
  source: LocationTarget;
  events: JobProgress[];
  /** Backoff waits the client would have made. */
  delays: number[];
  /** The temp files the exports keep for a start after a crash to remove. */
  pending: ReturnType<typeof memoryPendingFiles>;
  input(overrides?: Partial<OperationInput<'exportAll'>>): ParsedInput<'exportAll'>;
  run(overrides?: Partial<OperationInput<'exportAll'>>): Promise<ExportAllOutcome | null>;
  /** The ids the export must hold, in server order. */
  truth(filters?: SearchFilters): string[];
  files(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startExportHarness(options: HarnessOptions = {}): Promise<ExportHarness> {
  const token = `test-${randomUUID()}`;
  const api = await startDemoApi({
    locations: { [LOCATION]: { name: 'Export Street', messages: options.messages ?? 1000 } },
    tokens: { [token]: [LOCATION] },
    sparsePages: 0,
    ...options.demo,
  });
  const folder = await mkdtemp(join(tmpdir(), 'export-all-test-'));
  const target = join(folder, 'all.csv');
  const { client, delays } = recordingClient(options.client);
  const events: JobProgress[] = [];
  const pending = memoryPendingFiles();
  const source: LocationTarget = {
    baseUrl: api.baseUrl,
    token,
    timeoutMs: 10_000,
    connectionId: 'conn-export',
    connectionLabel: 'Export test',
    locationName: 'Export Street',
  };
  const harness: ExportHarness = {
    api,
    token,
    folder,
    target,
    source,
    events,
    delays,
    pending,
    exporter: testExportJobs({
      client,
      chooseSavePath: async () => (options.savePath === undefined ? target : options.savePath),
      emitProgress: (progress) => {
        events.push(progress);
        options.onProgress?.(progress, harness);
      },
      requests: createRequestRegistry(),
      exportedPaths: createExportedPaths(),
      pending,
      now: () => new Date('2025-01-02T03:04:05.000Z'),
      ...options.exporter,
    }),
    input: (overrides = {}) =>
      operations.exportAll.input.parse({
        connectionId: 'conn-export',
        locationId: LOCATION,
        body: {},
        pageSize: 100,
        exportId: 'export-1',
        bom: false,
        suggestedName: 'all messages',
        ...overrides,
      }),
    run: (overrides) => harness.exporter.exportAll(harness.input(overrides), source),
    truth: (filters = {}) => Array.from(matchingMessages(api.config, LOCATION, filters), (message) => message.id),
    files: async () => (await readdir(folder)).sort(),
    close: async () => {
      await api.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
  return harness;
}

export interface CsvContent {
  header: string[];
  records: Record<string, string>[];
}

/** Reads an exported CSV back with a real CSV parser (the BOM, if any, is dropped). */
export async function readCsv(path: string): Promise<CsvContent> {
  const rows = parse(await readFile(path), { bom: true, record_delimiter: '\r\n' }) as string[][];
  const [header = [], ...data] = rows;
  return {
    header,
    records: data.map((cells) => Object.fromEntries(header.map((column, index) => [column, cells[index] ?? '']))),
  };
}

export async function readJson(path: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
}

/**
 * For a test file of exports: `start` opens a harness, `script` a server answering as told; both
 * are closed after each test (registers its own afterEach, so call it at the top of the file).
 */
export function useExportHarness() {
  let harness: ExportHarness | undefined;
  let scripted: ScriptedServer | undefined;
  afterEach(async () => {
    await harness?.close();
    await scripted?.close();
    harness = undefined;
    scripted = undefined;
  });
  return {
    async start(options: HarnessOptions = {}): Promise<ExportHarness> {
      harness = await startExportHarness(options);
      return harness;
    },
    async script(reply: Reply): Promise<ScriptedServer> {
      scripted = await startScriptedServer(reply);
      return scripted;
    },
  };
}

import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeServer, loadCliConfig, parseCliArgs } from './cli-args';
import { parseDemoApiConfig } from './config';
import { RECORD_SHAPES } from './record-shape-names';
import type { DemoApi } from './server';
import { SEARCH_PATH } from './request-handler';
import { fakeToken } from './test/support';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsx = join(root, 'node_modules', '.bin', 'tsx');
let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'demo-api-cli-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

function runCli(args: string[]): Run {
  const child = spawn(tsx, ['demo-api/cli.ts', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => stdout, stderr: () => stderr, exit };
}

async function waitForBaseUrl(run: Run): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(run.stdout())?.[1];
    if (url) return url;
    if (run.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  run.child.kill('SIGKILL');
  throw new Error(`The CLI did not start. stdout: ${run.stdout()} stderr: ${run.stderr()}`);
}

describe('demo API CLI', () => {
  it('serves on a random port, prints its tokens and locations, and stops cleanly on SIGTERM', async () => {
    const token = fakeToken();
    const config = join(directory, 'config.json');
    await writeFile(config, JSON.stringify({ tokens: { [token]: ['shop'] }, locations: { shop: { name: 'Test Shop', messages: 1234 } } }));
    const run = runCli(['--port', '0', '--config', config, '--request-log', join(directory, 'requests.jsonl')]);
    const baseUrl = await waitForBaseUrl(run);
    expect(run.stdout()).toContain(token);
    expect(run.stdout()).toMatch(/shop\s+Test Shop\s+1,234 messages/);

    const response = await fetch(`${baseUrl}${SEARCH_PATH}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Location-Id': 'shop', 'Content-Type': 'application/json' },
      body: '{"page_size": 4}',
    });
    expect(((await response.json()) as { smsMessages: unknown[] }).smsMessages).toHaveLength(4);

    run.child.kill('SIGTERM');
    expect(await run.exit).toBe(0);
    await expect(fetch(`${baseUrl}${SEARCH_PATH}`, { method: 'POST' })).rejects.toThrow();
  });

  it('exits with code 2 and a clear message for an invalid config', async () => {
    const config = join(directory, 'bad.json');
    await writeFile(config, JSON.stringify({ maxPageSize: 0, sparsePages: 3 }));
    const run = runCli(['--config', config]);
    expect(await run.exit).toBe(2);
    expect(run.stderr()).toMatch(/Invalid demo API config:[\s\S]*maxPageSize[\s\S]*sparsePages/);
  });

  it('exits with code 2 for bad arguments', async () => {
    const run = runCli(['--port', 'eighty']);
    expect(await run.exit).toBe(2);
    expect(run.stderr()).toContain('--port must be a whole number');
  });
});

describe('parseCliArgs', () => {
  it('reads the options', () => {
    expect(parseCliArgs([])).toEqual({ port: 0, help: false });
    expect(parseCliArgs(['--port', '4010', '--config', 'c.json', '--request-log', 'r.jsonl'])).toEqual({
      port: 4010,
      help: false,
      configPath: 'c.json',
      requestLogPath: 'r.jsonl',
    });
  });

  it('reads the record shape and the maximum page size, which go over the config file', async () => {
    const options = parseCliArgs(['--record-shape', 'other', '--max-page-size', '40']);
    expect(options).toEqual({ port: 0, help: false, recordShape: 'other', maxPageSize: 40 });
    const config = join(directory, 'shape.json');
    await writeFile(config, JSON.stringify({ recordShape: 'ours', maxPageSize: 500, seed: 'kept' }));
    expect(await loadCliConfig({ ...options, configPath: config })).toEqual({ recordShape: 'other', maxPageSize: 40, seed: 'kept' });
    for (const shape of RECORD_SHAPES) expect(parseCliArgs(['--record-shape', shape]).recordShape).toBe(shape);
  });

  it('reads --live-every as the rate of new messages, keeping the rest of the file\'s "live"', async () => {
    const options = parseCliArgs(['--live-every', '20']);
    expect(options).toEqual({ port: 0, help: false, liveEverySeconds: 20 });
    const config = join(directory, 'live.json');
    await writeFile(config, JSON.stringify({ live: { everySeconds: 60, locations: ['loc-maple-bakery'] } }));
    expect(await loadCliConfig({ ...options, configPath: config })).toEqual({
      live: { everySeconds: 20, locations: ['loc-maple-bakery'] },
    });
  });

  it('says at start how often new messages come, and where', () => {
    const describe = (live: object | undefined) =>
      describeServer({ baseUrl: 'http://127.0.0.1:4010', config: parseDemoApiConfig(live ? { live } : {}) } as DemoApi);
    expect(describe({ everySeconds: 20 })).toContain('New messages: one every 20 s at every location.');
    expect(describe({ everySeconds: 30, locations: ['loc-maple-bakery'] })).toContain('New messages: one every 30 s at loc-maple-bakery.');
    expect(describe(undefined)).not.toContain('New messages');
  });

  it.each([
    [['--live-every', '1'], '--live-every must be a whole number of seconds from 2 to 86400'],
    [['--live-every', 'often'], '--live-every must be a whole number of seconds'],
    [
      ['--record-shape', 'theirs'],
      '--record-shape must be one of ours, other, twilio, telnyx, plivo, bandwidth, messagebird, infobip, vonage, sinch',
    ],
    [['--max-page-size', '0'], '--max-page-size must be a whole number'],
    [['--max-page-size', '4.5'], '--max-page-size must be a whole number'],
  ])('refuses %j saying what it takes', (args, message) => {
    expect(() => parseCliArgs(args)).toThrow(message);
  });

  it.each([[['--port', '70000']], [['--port', '-1']], [['--colour']], [['extra']]])('refuses %j', (args) => {
    expect(() => parseCliArgs(args)).toThrow();
  });
});

import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DemoApiConfigInput } from '../demo-api/config';

export interface DemoProcess {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

const STARTUP_TIMEOUT_MS = 30_000;

/**
 * The demo API in a child process (the CLI, through tsx), so the server's CPU and memory are not
 * the benchmark's: RSS figures are the app's alone, and the server runs on the other core.
 */
export async function startDemoProcess(config: DemoApiConfigInput, folder: string, repoRoot: string): Promise<DemoProcess> {
  const configPath = join(folder, 'demo-api.json');
  await writeFile(configPath, JSON.stringify(config));
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo-api/cli.ts', '--port', '0', '--config', configPath], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => fail(new Error(`The demo API did not start within ${STARTUP_TIMEOUT_MS / 1000} s:\n${output}`)),
      STARTUP_TIMEOUT_MS,
    );
    function fail(error: Error) {
      clearTimeout(timer);
      child.kill('SIGTERM');
      reject(error);
    }
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    const onExit = (code: number | null) => fail(new Error(`The demo API exited (code ${code}) before listening:\n${output}`));
    child.once('exit', onExit);
    child.stdout.on('data', () => {
      if (/listening on/.test(output)) child.off('exit', onExit);
    });
  });
  child.stdout.resume();
  return {
    baseUrl,
    pid: child.pid ?? -1,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

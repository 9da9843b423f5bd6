// One start of the built main process (`dist-electron/main.js`) in this fresh process, under the
// tests' fake `electron` module: how long the import takes, how long until the window loads the
// app, and every module the built files ask for. Run by main-start.ts, one process per sample,
// as `node --import tsx bench/main-load.ts <dist-electron folder> <user data folder>`.
import { readdirSync } from 'node:fs';
import Module, { register } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { createFakeElectron } from '../electron/test/fake-electron';

export interface MainLoad {
  loadMs: number;
  /** CPU time of this process over the import: on a busy machine it grows less than the wall time. */
  loadCpuMs: number;
  firstWindowMs: number;
  /** What the entry and the chunks it loads at start resolved (file URLs, `node:` names, `electron`). */
  atStart: string[];
  /** The same for every file of the folder, the chunks loaded later (e.g. on the first Excel export) included. */
  all: string[];
}

const FAKE_ELECTRON_URL = 'sms-explorer-bench:electron';

// Module hooks run on their own thread: they send what the built files resolve through a port.
// The built files are read as they are: tsx, needed for the fake, would otherwise pass each one
// through its own transform, a cost the app does not pay.
const HOOKS = `
import { readFile } from 'node:fs/promises';
let port, folder, names;
export function initialize(data) { ({ port, folder, names } = data); }
export async function resolve(specifier, context, next) {
  const fromBuild = context.parentURL?.startsWith(folder);
  if (specifier === 'electron' && fromBuild) {
    port.postMessage(specifier);
    return { url: '${FAKE_ELECTRON_URL}', shortCircuit: true };
  }
  const resolved = await next(specifier, context);
  if (fromBuild) port.postMessage(resolved.url);
  return resolved;
}
export async function load(url, context, next) {
  if (url.startsWith(folder)) return { format: 'module', source: await readFile(new URL(url)), shortCircuit: true };
  if (url !== '${FAKE_ELECTRON_URL}') return next(url, context);
  const exports = names.map((name) => 'export const ' + name + ' = globalThis.smsExplorerFakeElectron.' + name + ';').join('\\n');
  return { format: 'module', source: exports, shortCircuit: true };
}`;

async function loadOnce(distElectron: string, userData: string): Promise<MainLoad> {
  const fake = createFakeElectron({ isPackaged: true, userData });
  Object.assign(globalThis, { smsExplorerFakeElectron: fake.module });
  const resolved: string[] = [];
  const { port1, port2 } = new MessageChannel();
  port1.on('message', (url: string) => resolved.push(url));
  recordRequires(distElectron, resolved);
  const folder = pathToFileURL(distElectron).href;
  register(`data:text/javascript,${encodeURIComponent(HOOKS)}`, {
    data: { port: port2, folder, names: Object.keys(fake.module) },
    transferList: [port2],
  });

  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await import(pathToFileURL(join(distElectron, 'main.js')).href);
  const loadMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const loadCpuMs = (cpu.user + cpu.system) / 1000;
  fake.ready();
  while (!fake.windows[0]?.loadedUrl) await sleep(1);
  const firstWindowMs = performance.now() - started;
  // The port's messages arrive on their own schedule; a pause lets the last ones in.
  await sleep(100);
  const atStart = [...new Set(resolved)];

  for (const file of readdirSync(distElectron).filter((name) => name.endsWith('.js'))) {
    await import(pathToFileURL(join(distElectron, file)).href);
  }
  await sleep(100);
  port1.close();
  return { loadMs, loadCpuMs, firstWindowMs, atStart, all: [...new Set(resolved)] };
}

/** The bundle's require() calls (through createRequire) bypass the module hooks: they are recorded here. */
function recordRequires(distElectron: string, resolved: string[]): void {
  const cjs = Module as unknown as {
    _resolveFilename: (request: string, parent: { filename?: string } | undefined, ...rest: unknown[]) => string;
  };
  const resolveFilename = cjs._resolveFilename;
  cjs._resolveFilename = (request, parent, ...rest) => {
    const path = resolveFilename(request, parent, ...rest);
    if (parent?.filename?.startsWith(distElectron))
      resolved.push(Module.isBuiltin(path) ? `node:${path.replace(/^node:/, '')}` : pathToFileURL(path).href);
    return path;
  };
}

const [distElectron, userData] = process.argv.slice(2);
if (!distElectron || !userData) throw new Error('Usage: main-load.ts <dist-electron folder> <user data folder>');
console.log(JSON.stringify(await loadOnce(distElectron, userData)));
// The embedded demo API and the stores keep the event loop alive; this sample is done.
process.exit(0);

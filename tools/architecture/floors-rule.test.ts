import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FLOORS } from './floors';
import { floorsRule, repositoryPath } from './floors-rule';
import { ruleTester } from './test/rule-tester';

const at = (path: string, code: string) => ({ filename: repositoryPath(path), code });
const wrong = (path: string, code: string, ...whys: string[]) => ({
  ...at(path, code),
  errors: whys.map((why) => ({ message: `${why} (tools/architecture/floors.ts).` })),
});

ruleTester().run('architecture/floors', floorsRule, {
  valid: [
    at('electron/storage/a.ts', 'import { CONNECTION_LIMITS } from "../../common/limits/connection-limits";'),
    at('electron/app/a.ts', "import { openAppStores } from '../storage/open-app-stores';\nimport { x } from './b';"),
    at('electron/api-client/a.ts', 'const lazy = () => import("../storage/f");'),
    at('electron/app/a.ts', 'import type { IpcMain } from "electron";'),
    at('electron/electron-adapters/a.ts', "import { dialog } from 'electron';"),
    at('electron/main.ts', "import { app } from 'electron';\nimport { registerIpc } from './ipc/register';"),
    at('electron/preload.ts', "const { contextBridge } = require('electron');"),
    at('electron/jobs/a.ts', "import { join } from 'node:path';\nimport { createServer } from 'http';\nimport { z } from 'zod';"),
    // Tests of main may reach anywhere (a renderer fake, the error words); the renderer's may not.
    at('electron/app/a.test.ts', 'import { createFakeExplorer } from "../../renderer/test/fake-explorer";'),
    at(
      'renderer/features/search/a.ts',
      'import type { Dispatch } from "../../../electron/ipc/dispatch";\nimport type { App } from "electron";',
    ),
    at(
      'renderer/features/search/a.tsx',
      "import { useQuery } from '@tanstack/react-query';\nimport { operations } from '../../../common/ipc/contract';",
    ),
    at(
      'renderer/test/fake-data.ts',
      'import { shapeRecord } from "../../demo-api/record-shapes";\nimport { twilio } from "../../demo-api/record-shapes/twilio";',
    ),
    at('common/time/a.ts', "import { z } from 'zod';\nimport { parsePhoneNumber } from 'libphonenumber-js/min';\nimport { x } from './b';"),
    at('common/paging/a.ts', 'import { CONNECTION_LIMITS } from "../limits/connection-limits";'),
    at('common/paging/a.test.ts', "import { randomUUID } from 'node:crypto';"),
    at('demo-api/server.ts', "import { createServer } from 'node:http';\nimport { x } from './record-shapes/twilio';"),
    at('tools/packaging/a.ts', "import { APP_SCHEME } from '../../common/ipc/contract';\nimport { x } from '../../demo-api/embedded';"),
    at('e2e/a.ts', "import { x } from '../electron/app/b';\nimport { y } from '../renderer/c';"),
    at('vite.config.ts', "import { CONTENT_SECURITY_POLICY } from './electron/window/content-security-policy.ts';"),
    at('electron/app/a.ts', 'const load = (name: string) => import(name);'),
  ],
  invalid: [
    wrong(
      'electron/export/a.ts',
      'import { x } from "../jobs/b";',
      '../jobs/b: electron/jobs is a floor above electron/export: imports run down',
    ),
    wrong(
      'electron/export/a.ts',
      'import type { X } from "../across-locations/b";',
      '../across-locations/b: electron/export and electron/across-locations are on one floor: neither imports the other (types included)',
    ),
    wrong(
      'electron/api-client/d.ts',
      'export { z } from "../jobs/e";\nexport * from \'../use-cases/f\';',
      '../jobs/e: electron/jobs is a floor above electron/api-client: imports run down',
      '../use-cases/f: electron/use-cases is a floor above electron/api-client: imports run down',
    ),
    wrong(
      'electron/api-client/d.ts',
      'export type { Z } from "../jobs/e";',
      '../jobs/e: electron/jobs is a floor above electron/api-client: imports run down (types included: they tie the code as much)',
    ),
    wrong(
      'electron/api-client/d.ts',
      'const lazy = () => import(`../jobs/e`);',
      '../jobs/e: electron/jobs is a floor above electron/api-client: imports run down',
    ),
    wrong(
      'electron/app/d.ts',
      'type Service = import("../electron-adapters/e").Service;',
      '../electron-adapters/e: electron/electron-adapters is a floor above electron/app: imports run down (types included: they tie the code as much)',
    ),
    wrong(
      'electron/app/d.ts',
      'const { x } = require("../main");',
      '../main: electron/main is a floor above electron/app: imports run down',
    ),
    wrong('electron/storage/g.ts', "import { w } from '../somewhere/h';", '../somewhere/h: electron/somewhere has no floor: give it one'),
    wrong(
      'electron/storage/g.ts',
      'import { v } from "../../renderer/i";',
      '../../renderer/i: electron/ imports only from itself, tools, demo-api, common',
    ),
    wrong(
      'electron/ipc/register.ts',
      'import { ipcMain } from "electron";',
      'electron: run-time electron is imported only by electron/main.ts, electron/preload.ts, electron/electron-adapters: pass the Electron object in (a type import is fine)',
    ),
    wrong(
      'electron/window/a.ts',
      'import { type BrowserWindow, screen } from \'electron\';\nconst { shell } = require("electron");',
      'electron: run-time electron is imported only by electron/main.ts, electron/preload.ts, electron/electron-adapters: pass the Electron object in (a type import is fine)',
      'electron: run-time electron is imported only by electron/main.ts, electron/preload.ts, electron/electron-adapters: pass the Electron object in (a type import is fine)',
    ),
    wrong(
      'renderer/features/search/a.ts',
      'import { dispatch } from "../../../electron/ipc/dispatch";',
      '../../../electron/ipc/dispatch: renderer/ imports only from itself, common; types from any tree',
    ),
    wrong(
      'renderer/features/search/a.ts',
      'import { ipcRenderer } from \'electron\';\nimport { readFileSync } from "node:fs";',
      'electron: renderer/ imports no Electron',
      'node:fs: renderer/ imports no Node built-in',
    ),
    wrong('renderer/features/search/a.test.tsx', 'import { readFileSync } from "fs";', 'fs: renderer/ imports no Node built-in'),
    wrong(
      'renderer/test/fake-data.ts',
      'import { messages } from "../../demo-api/messages";',
      '../../demo-api/messages: renderer/ imports only from itself, common; types from any tree',
    ),
    wrong(
      'common/time/a.ts',
      'import type { Dispatch } from "../../electron/ipc/dispatch";',
      '../../electron/ipc/dispatch: common/ imports even types only from itself',
    ),
    wrong(
      'common/time/a.ts',
      'import { join } from "path";\nimport type { Mock } from "vitest";',
      'path: common/ imports no Node built-in',
      'vitest: common/ imports of packages only zod, libphonenumber-js',
    ),
    wrong(
      'common/time/a.ts',
      'import { walk } from "../paging/walk";',
      '../paging/walk: common/paging is a floor above common/time: imports run down',
    ),
    wrong(
      'demo-api/a.ts',
      'import { operations } from "../common/ipc/contract";',
      '../common/ipc/contract: demo-api/ imports only from itself',
    ),
    wrong(
      'tools/packaging/a.ts',
      "import { createMainServices } from '../../electron/app/create-main-services';",
      '../../electron/app/create-main-services: tools/ imports only from itself, demo-api, common',
    ),
  ],
});

describe.each(['electron', 'common'] as const)('the floors of %s/', (tree) => {
  it('name every folder and loose source once (test helpers and tests aside)', () => {
    const named = FLOORS[tree].floors!.flat();
    const present = readdirSync(repositoryPath(tree), { withFileTypes: true })
      .filter((entry) => (entry.isDirectory() ? entry.name !== 'test' : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)))
      .map((entry) => entry.name);
    expect(present.length).toBeGreaterThan(5);
    expect(new Set(named).size).toBe(named.length);
    expect(present.filter((name) => !named.includes(name))).toEqual([]);
  });
});

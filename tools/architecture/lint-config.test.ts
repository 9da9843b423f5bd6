import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repositoryPath } from './floors-rule';

// The rules hold only where eslint.config.js turns them on: these lint text as if it sat at a
// path of the repository, through the project's own config (else the rules would hold vacuously).

const eslint = new ESLint({ cwd: repositoryPath('') });

async function rulesBroken(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: repositoryPath(path) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

async function ruleOn(path: string, rule: string): Promise<boolean> {
  const config = (await eslint.calculateConfigForFile(repositoryPath(path))) as { rules?: Record<string, unknown[]> } | undefined;
  return config?.rules?.[rule]?.[0] === 2;
}

// Loading the config (typescript-eslint, React's rules, these rules through tsx) takes seconds, more
// on a loaded machine: the cap is far past that, not a wait.
describe('npm run lint', { timeout: 120_000 }, () => {
  it('refuses a double-quoted import that runs back up, and a run-time electron outside its layer', async () => {
    expect(
      await rulesBroken(
        'electron/storage/new-store.ts',
        'import { createJobRunner } from "../jobs/job-runner";\nexport const x = createJobRunner;\n',
      ),
    ).toEqual(['architecture/floors']);
    expect(await rulesBroken('electron/ipc/new-ipc.ts', 'import { ipcMain } from "electron";\nexport const x = ipcMain;\n')).toContain(
      'architecture/floors',
    );
    expect(
      await rulesBroken(
        'common/time/new-time.ts',
        'import type { Dispatch } from "../../electron/ipc/dispatch";\nexport type X = Dispatch;\n',
      ),
    ).toEqual(['architecture/floors']);
  });

  it('refuses a second list of time names in double quotes', async () => {
    expect(
      await rulesBroken('renderer/features/results/new-order.ts', 'export const TIME_FIELDS = ["created_at", "createdAt", "sent_at"];\n'),
    ).toEqual(['architecture/vocabulary']);
  });

  it('reads the floors in every tree, tests of the renderer included', async () => {
    for (const path of [
      'electron/app/a.ts',
      'common/paging/a.ts',
      'renderer/app/A.tsx',
      'renderer/app/A.test.tsx',
      'demo-api/a.ts',
      'tools/packaging/a.ts',
    ]) {
      expect(await ruleOn(path, 'architecture/floors'), path).toBe(true);
    }
  });

  it('reads the vocabulary in the client, not in the vocabulary itself, tests or the demo server', async () => {
    for (const path of [
      'renderer/features/results/column-order.ts',
      'electron/across-locations/time-order.ts',
      'common/records/flatten.ts',
    ]) {
      expect(await ruleOn(path, 'architecture/vocabulary'), path).toBe(true);
    }
    for (const path of [
      'common/records/vocabulary/message-roles.ts',
      'renderer/app/A.test.tsx',
      'electron/test/api-demo.ts',
      'demo-api/messages.ts',
    ]) {
      expect(await ruleOn(path, 'architecture/vocabulary'), path).toBe(false);
    }
  });

  it('refuses a page token named outside its homes, in a view or a double-quoted string, and not in a home or a test', async () => {
    expect(
      await rulesBroken('renderer/features/grid/NewView.tsx', 'export const next = (page: { pageToken: string }) => page.pageToken;\n'),
    ).toEqual(['architecture/page-tokens', 'architecture/page-tokens']);
    expect(
      await rulesBroken('electron/export/new-end.ts', 'export const expired = (kind: string) => kind === "page_token_expired";\n'),
    ).toEqual(['architecture/page-tokens']);
    for (const path of [
      'renderer/features/search-session/page-params.ts',
      'common/paging/a.ts',
      'demo-api/a.ts',
      'renderer/app/A.test.tsx',
    ]) {
      expect(await ruleOn(path, 'architecture/page-tokens'), path).toBe(true);
      expect(await rulesBroken(path, 'export const next = (page: { pageToken: string }) => page.pageToken;\n'), path).toEqual([]);
    }
  });
});

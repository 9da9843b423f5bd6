import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { EXECUTABLE_NAME, OUTPUT_DIR, PRODUCT_NAME, PROJECT_DIR } from './builder-config';

/**
 * The release workflow cannot run here (no GitHub runner, no Electron binary), and actionlint is
 * not installable from the npm registry, so this checks its syntax and structure itself.
 */
const WORKFLOW = join(PROJECT_DIR, '.github', 'workflows', 'release.yml');
const text = readFileSync(WORKFLOW, 'utf8');
const document = parseDocument(text, { uniqueKeys: true, prettyErrors: true });

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
interface Job {
  'runs-on': string;
  strategy?: { matrix?: { include?: Array<Record<string, string>> } };
  steps: Step[];
}
const workflow = document.toJS() as { name?: string; on?: Record<string, unknown>; jobs?: Record<string, Job> };
const jobs = Object.entries(workflow.jobs ?? {});
const steps = jobs.flatMap(([, job]) => job.steps ?? []);
const matrix = jobs[0]?.[1].strategy?.matrix?.include ?? [];
const stepRunning = (command: RegExp) => steps.find((step) => command.test(step.run ?? ''));
const relativeOutput = OUTPUT_DIR.slice(PROJECT_DIR.length + 1).replaceAll('\\', '/');

describe('.github/workflows/release.yml', () => {
  it('is valid YAML without duplicate keys', () => {
    expect(document.errors.map((error) => error.message)).toEqual([]);
    expect(document.warnings.map((warning) => warning.message)).toEqual([]);
  });

  it('runs on version tags and by hand, with read-only repository access', () => {
    expect(workflow.on).toEqual({ push: { tags: ['v*'] }, workflow_dispatch: null });
    expect(text).toMatch(/^permissions:\n {2}contents: read$/m);
  });

  it('has jobs whose runs-on comes from a Linux, macOS and Windows matrix', () => {
    expect(jobs.length).toBeGreaterThan(0);
    for (const [, job] of jobs) expect(job['runs-on']).toBe('${{ matrix.os }}');
    expect(matrix.map((entry) => entry.os)).toEqual(['ubuntu-latest', 'macos-latest', 'windows-latest']);
  });

  it('gives every step either uses (pinned to a version) or run, never both or neither', () => {
    for (const step of steps) {
      expect({ step: step.name, kinds: ['uses', 'run'].filter((kind) => kind in step) }).toEqual({
        step: step.name,
        kinds: [expect.any(String)],
      });
      if (step.uses) expect(step.uses).toMatch(/^[\w-]+\/[\w-]+@(v\d+|[0-9a-f]{40})$/);
    }
  });

  it('uses only matrix keys that every matrix entry defines', () => {
    const used = new Set([...text.matchAll(/matrix\.([\w-]+)/g)].map((match) => match[1]));
    for (const entry of matrix)
      for (const key of used) expect({ os: entry.os, key, defined: key! in entry }).toMatchObject({ defined: true });
  });

  it('reads credentials only through secrets.*, and never writes one into the file', () => {
    const credential = /(CSC_LINK|PASSWORD|APPLE_ID|APPLE_TEAM_ID|TOKEN|SECRET|_KEY)$/;
    for (const step of steps) {
      for (const [name, value] of Object.entries(step.env ?? {})) {
        if (credential.test(name))
          expect({ name, value }).toEqual({ name, value: expect.stringMatching(/^\$\{\{ .*secrets\.[A-Z_]+.* \}\}$/) });
      }
    }
    // Inside expressions, any other way into secrets (toJSON(secrets), secrets[...]) is refused.
    const expressions = [...text.matchAll(/\$\{\{(.*?)\}\}/g)].map((match) => match[1] ?? '');
    expect(expressions.filter((expression) => /secrets(?!\.[A-Z_]+\b)/.test(expression))).toEqual([]);
    expect(expressions.some((expression) => /secrets\.WIN_CSC_LINK/.test(expression))).toBe(true);
  });

  it('installs with the Electron binary, tests, packages, then runs the Electron journeys against the package', () => {
    const order = [/npm ci/, /npx install-electron/, /npm test/, /npm run package/, /playwright test e2e\/electron\.spec\.ts/].map(
      (command) => steps.indexOf(stepRunning(command) as Step),
    );
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(stepRunning(/e2e\/electron\.spec\.ts/)?.env?.SMS_EXPLORER_PACKAGED_APP).toBe('${{ github.workspace }}/${{ matrix.app }}');
  });

  it('runs the Electron journeys under xvfb on Linux only', () => {
    expect(stepRunning(/e2e\/electron\.spec\.ts/)?.run).toMatch(/^\$\{\{ matrix\.display \}\} /);
    expect(matrix.map((entry) => entry.display?.startsWith('xvfb-run ') ?? false)).toEqual([true, false, false]);
  });

  it('points at the executables electron-builder writes for this configuration', () => {
    expect(matrix.map((entry) => entry.app)).toEqual([
      `${relativeOutput}/linux-unpacked/${EXECUTABLE_NAME}`,
      `${relativeOutput}/mac-universal/${PRODUCT_NAME}.app/Contents/MacOS/${PRODUCT_NAME}`,
      `${relativeOutput}/win-unpacked/${PRODUCT_NAME}.exe`,
    ]);
  });

  it('uploads the installers and, even after a failure, the test reports', () => {
    const uploads = steps.filter((step) => step.uses?.startsWith('actions/upload-artifact@'));
    expect(uploads.map((step) => step.with?.path)).toEqual(['${{ matrix.installers }}', 'playwright-report/\ntest-results/\n']);
    expect(uploads[1]?.if).toBe('always()');
    expect(matrix.map((entry) => entry.installers)).toEqual([
      `${relativeOutput}/*.AppImage\n${relativeOutput}/*.deb\n`,
      `${relativeOutput}/*.dmg`,
      `${relativeOutput}/*.exe`,
    ]);
  });
});

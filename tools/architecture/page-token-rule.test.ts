import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repositoryPath } from './floors-rule';
import { PAGE_TOKEN_HOMES } from './page-token-homes';
import { mayNamePageTokens, pageTokenRule } from './page-token-rule';
import { ruleTester } from './test/rule-tester';

const at = (path: string, code: string) => ({ filename: repositoryPath(path), code });
const outside = (path: string, code: string, ...words: string[]) => ({
  ...at(path, code),
  errors: words.map(
    (said) =>
      `"${said}" names a page token outside its homes: ask common/paging/ (restartsTheWalk, stoppedAtOversizedToken...) or the contract's page schema, or move this into a home (tools/architecture/page-token-homes.ts).`,
  ),
});

ruleTester().run('architecture/page-tokens', pageTokenRule, {
  valid: [
    at('common/paging/a.ts', "export const expired = (kind: string) => kind === 'page_token_expired';"),
    at(
      'renderer/features/search-session/page-params.ts',
      'export const next = (page: { nextPageToken: string | null }) => page.nextPageToken;',
    ),
    at('electron/api-client/a.ts', 'const body = { page_token: token };'),
    at('common/ipc/input-schemas.ts', 'export const pageToken = 1;'),
    at('demo-api/a.ts', 'const reply = { next_page_token: "abc" };'),
    // Tests and test helpers write pages as a server would.
    at('renderer/features/grid/a.test.tsx', 'const page = { nextPageToken: null, previousPageToken: null };'),
    at('electron/test/a.ts', 'const page = { nextPageToken: `t1` };'),
    // Prose about a token, a file named after one, and a constant of the bounds are not the wire's names.
    at('renderer/features/errors/a.ts', "// a page token the server rejected\nconst title = 'The server sent an oversized page token';"),
    at('electron/use-cases/a.ts', "import { restartsTheWalk } from '../../common/paging/page-token-rejection';"),
    at('electron/use-cases/b.ts', "import { MAX_PAGE_TOKEN_CHARS } from '../../common/limits/page-token-limit';"),
  ],
  invalid: [
    outside('renderer/features/grid/a.ts', 'const token = page.nextPageToken;', 'nextPageToken'),
    // The session hook carries a place opaque: only its one-stream pages file names the token.
    outside('renderer/features/search-session/use-session-pages.ts', 'const token = page.nextPageToken;', 'nextPageToken'),
    outside('renderer/features/grid/a.tsx', 'if (error.kind === "page_token_expired") restart();', 'page_token_expired'),
    outside('renderer/features/grid/a.ts', "const FIELDS = ['page_token', 'page_size'];", 'page_token'),
    outside('renderer/features/grid/a.ts', 'const hint = `Remove page_token: the app sets it`;', 'Remove page_token: the app sets it'),
    outside(
      'renderer/features/grid/a.tsx',
      'const x = <Grid pageToken={t}>page_token is set by the app</Grid>;',
      'pageToken',
      'page_token is set by the app',
    ),
    outside(
      'electron/use-cases/a.ts',
      'export function f({ pageToken }: { pageToken?: string }) { return pageToken; }',
      'pageToken',
      'pageToken',
      'pageToken',
    ),
    outside(
      'electron/use-cases/a.ts',
      'type R = import("x").PageTokenRejection;\nclass C { #pageToken = 1; }',
      'PageTokenRejection',
      'pageToken',
    ),
    outside(
      'common/ipc/contract.ts',
      '// the session sends its next_page_token back\nexport {};',
      'the session sends its next_page_token back',
    ),
    outside('demo-apis/a.ts', 'const x = 1; /* pageToken */', 'pageToken'),
  ],
});

describe('the homes of page tokens', () => {
  it('are paths that exist, each said once with its reason', () => {
    for (const home of PAGE_TOKEN_HOMES) {
      expect(existsSync(repositoryPath(home.path)), home.path).toBe(true);
      expect(home.why.length, home.path).toBeGreaterThan(10);
    }
    expect(new Set(PAGE_TOKEN_HOMES.map((home) => home.path)).size).toBe(PAGE_TOKEN_HOMES.length);
  });

  it('hold a folder by its prefix and a file by its whole path', () => {
    expect(mayNamePageTokens('electron/api-client/deep/a.ts')).toBe(true);
    expect(mayNamePageTokens('common/ipc/input-schemas.ts')).toBe(true);
    expect(mayNamePageTokens('common/ipc/contract.ts')).toBe(false);
    expect(mayNamePageTokens('common/ipc/input-schemas.ts.bak')).toBe(false);
    expect(mayNamePageTokens('electron/api-clients/a.ts')).toBe(false);
  });
});

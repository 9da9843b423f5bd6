// The homes of page tokens, in one table: the only files and folders whose code may name a page
// token (page_token, pageToken, next_page_token, PageTokenRejection...). Everywhere else a layer
// asks these homes (restartsTheWalk(error), stoppedAtOversizedToken(error), APP_SET_BODY_FIELDS)
// rather than writing the wire's words, so a change of how pages are walked touches only these.
// The lint rule `architecture/page-tokens` (page-token-rule.ts) reads this table; tests and test
// helpers are exempt. docs/architecture.md shows it in words.

export interface PageTokenHome {
  /** A path from the repository root: a folder ending in `/`, or one file. */
  readonly path: string;
  readonly why: string;
}

export const PAGE_TOKEN_HOMES: readonly PageTokenHome[] = [
  { path: 'common/paging/', why: 'the one page walk (restart, no progress, caps) and what a rejected token means' },
  {
    path: 'renderer/features/search-session/page-params.ts',
    why: "the renderer's one session hook's one-stream pages: read from a token, the tokens before and after; the hook carries them opaque (PagePlace)",
  },
  { path: 'electron/api-client/', why: "main's client: the body it sends, the envelope it reads, and the job walk source (all-pages.ts)" },
  { path: 'common/ipc/input-schemas.ts', why: 'where the page parameter crosses IPC, and the body fields the app sets itself' },
  { path: 'common/ipc/contract-data.ts', why: 'the page as it crosses back: its next and previous tokens' },
  { path: 'common/ipc/explorer-error-schema.ts', why: 'the one list of error kinds and walk stops, a rejected token among them' },
  { path: 'common/errors/error-table.ts', why: 'one row per error kind, the rejected token included' },
  { path: 'demo-api/', why: 'it is the server: it issues the tokens' },
];

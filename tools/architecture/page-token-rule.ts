import { join, relative, sep } from 'node:path';
import type { AST, Rule } from 'eslint';
import { PAGE_TOKEN_HOMES } from './page-token-homes';

// Page tokens have homes (page-token-homes.ts): outside them no identifier, property, string,
// JSX text or comment names one. Read from the syntax tree, so a name in double quotes, in a
// template or in a comment is found as surely as a variable. 29 files knew page tokens, each
// with its own copy of the restart rule or the error kind; a new view would have made 30.

const ROOT = join(import.meta.dirname, '..', '..');
const TABLE = 'tools/architecture/page-token-homes.ts';

/** page_token, pageToken, next_page_token, PageTokenRejection, page_token_expired: what the count greps for. */
const NAMES_A_PAGE_TOKEN = /[Pp]age_?[Tt]oken/;

const fromRoot = (path: string) => relative(ROOT, path).split(sep).join('/');

const isTestFile = (path: string) => /\.test\.tsx?$/.test(path) || path.split('/').includes('test');

/** Whether a file (a path from the root) is a home of page tokens, or a test that may name them freely. */
export function mayNamePageTokens(path: string): boolean {
  return isTestFile(path) || PAGE_TOKEN_HOMES.some((home) => (home.path.endsWith('/') ? path.startsWith(home.path) : path === home.path));
}

/** The words a node writes, when it can name something: an identifier, a string, a template's text, JSX text. */
function wordsOf(node: unknown): string | undefined {
  const value = node as { type?: string; name?: unknown; value?: unknown } | null;
  switch (value?.type) {
    case 'Identifier':
    case 'PrivateIdentifier':
    case 'JSXIdentifier':
      return typeof value.name === 'string' ? value.name : undefined;
    case 'Literal':
    case 'JSXText':
      return typeof value.value === 'string' ? value.value : undefined;
    case 'TemplateElement': {
      const text = value.value as { cooked: string | null; raw: string };
      return text.cooked ?? text.raw;
    }
    default:
      return undefined;
  }
}

export const pageTokenRule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: `Page tokens are named only in their homes (${TABLE})` },
    schema: [],
    messages: {
      outside: `"{{words}}" names a page token outside its homes: ask common/paging/ (restartsTheWalk, stoppedAtOversizedToken...) or the contract's page schema, or move this into a home (${TABLE}).`,
    },
  },
  create(context) {
    if (mayNamePageTokens(fromRoot(context.filename))) return {};
    // A shorthand property (`{ pageToken }`) is one name written once: said once.
    const said = new Set<number>();
    const check = (node: { range?: [number, number]; loc?: AST.SourceLocation | null }, words: string | undefined) => {
      const at = words?.search(NAMES_A_PAGE_TOKEN) ?? -1;
      const start = node.range?.[0] ?? -1;
      if (words === undefined || at < 0 || said.has(start) || !node.loc) return;
      said.add(start);
      const shown = words.length > 60 ? words.slice(Math.max(0, at - 20), at + 40) : words;
      context.report({ loc: node.loc, messageId: 'outside', data: { words: shown.trim() } });
    };
    const visit = (node: Rule.Node) => check(node, wordsOf(node));

    return {
      Program: () => {
        for (const comment of context.sourceCode.getAllComments()) check(comment, comment.value);
      },
      Identifier: visit,
      PrivateIdentifier: visit,
      Literal: visit,
      TemplateElement: visit,
      JSXIdentifier: visit,
      JSXText: visit,
    } as Rule.RuleListener;
  },
};

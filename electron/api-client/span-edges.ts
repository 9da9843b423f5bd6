// Where a redacted span ends. The scan reads a token without its separators, so a span ends at
// the last character it read; the token's own separators next to it (`-` ending a base64url token)
// are still the token's, also when an echo writes them disguised: after a space (`… -`), as a
// look-alike (`－`, NFKC `-`) or escaped (`\x2d`).
import { isInvisible } from './invisible-chars';
import { isSkipped } from './scan-chars';

/** The separators a token holds: anywhere in it, and in the runs that start and end it. */
export interface TokenEdges {
  own: ReadonlySet<number>;
  leading: ReadonlySet<number>;
  trailing: ReadonlySet<number>;
}

const isSeparator = (code: number) => isSkipped(code) && !isInvisible(code);

export function tokenEdges(token: string): TokenEdges {
  const codes = [...token].map((char) => char.charCodeAt(0));
  const runOf = (list: number[]) => {
    const run = new Set<number>();
    for (const code of list) {
      if (!isSeparator(code)) break;
      run.add(code);
    }
    return run;
  };
  return { own: new Set(codes.filter(isSeparator)), leading: runOf(codes), trailing: runOf([...codes].reverse()) };
}

/** The character as the scan reads it (NFKC): a full-width `－` is `-`. */
const readAs = (code: number) => String.fromCharCode(code).normalize('NFKC').charCodeAt(0);

/** The length of an escaped separator of `edge` at `at` (`\x2d`), else 0. */
function escapedAt(text: string, at: number, edge: ReadonlySet<number>): number {
  const escape = /^\\x([0-9a-f]{2})/i.exec(text.slice(at, at + 4));
  return escape && edge.has(Number.parseInt(escape[1] ?? '', 16)) ? 4 : 0;
}

/**
 * The span widened over what the scan skipped beside it that is still the token's: its own
 * separators and invisible characters right next to it; and, where the token starts or ends
 * with separators, those separators in any disguise across the skipped characters before them.
 * Never over white space alone, which parts the token from the words around it, nor a `.`
 * ending a sentence when the token holds none.
 */
export function widenSpan(text: string, from: number, to: number, kept: number, edges: TokenEdges): [number, number] {
  const next = (at: number) => text.charCodeAt(at);
  const hugs = (code: number) => edges.own.has(code) || (isInvisible(code) && !/\s/.test(String.fromCharCode(code)));
  let start = from;
  while (start > kept && hugs(next(start - 1))) start -= 1;
  let end = to;
  while (end < text.length && hugs(next(end))) end += 1;
  if (edges.trailing.size > 0) {
    for (let at = end; at < text.length;) {
      const escaped = escapedAt(text, at, edges.trailing);
      if (escaped > 0 || edges.trailing.has(readAs(next(at)))) {
        at += Math.max(escaped, 1);
        end = at;
      } else if (isSkipped(next(at))) at += 1;
      else break;
    }
  }
  if (edges.leading.size > 0) {
    for (let at = start - 1; at >= kept;) {
      if (edges.leading.has(readAs(next(at)))) {
        start = at;
        at -= 1;
      } else if (isSkipped(next(at))) at -= 1;
      else break;
    }
  }
  return [start, end];
}

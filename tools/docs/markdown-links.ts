/** A link written in Markdown: `[text](target)` or `![alt](target)`, outside code. */
export interface MarkdownLink {
  target: string;
  line: number;
}

const FENCE = /^\s*(```|~~~)/;
const LINK = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const INLINE_CODE = /`[^`]*`/g;

/** Every link of a Markdown text with its line, leaving out fenced blocks and inline code. */
export function markdownLinks(text: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  let fenced = false;
  text.split('\n').forEach((raw, index) => {
    if (FENCE.test(raw)) fenced = !fenced;
    if (fenced) return;
    for (const match of raw.replace(INLINE_CODE, '').matchAll(LINK)) links.push({ target: match[1]!, line: index + 1 });
  });
  return links;
}

/**
 * The anchors GitHub gives a file's headings: lower case, punctuation dropped but for `-` and `_`,
 * spaces as `-`, and `-1`, `-2`… after a repeated one.
 */
export function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const counts = new Map<string, number>();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (FENCE.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]!
      .replace(INLINE_CODE, (code) => code.slice(1, -1))
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const seen = counts.get(slug) ?? 0;
    counts.set(slug, seen + 1);
    anchors.add(seen === 0 ? slug : `${slug}-${seen}`);
  }
  return anchors;
}

/** A link to another site or a mail address: not checked here. */
export function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target);
}

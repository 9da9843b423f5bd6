import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingAnchors, isExternal, markdownLinks } from './markdown-links';

const ROOT = resolve(import.meta.dirname, '..', '..');
/** The README is read in two minutes: what the app is, two commands, a map and links. */
const README_MAX_BYTES = 10_000;

function markdownFiles(): string[] {
  const docs = join(ROOT, 'docs');
  const inDocs = (readdirSync(docs, { recursive: true }) as string[])
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(docs, name));
  return [join(ROOT, 'README.md'), ...inDocs];
}

/** Each link that does not lead anywhere, as `file:line → target (why)`. */
function brokenLinks(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return markdownLinks(text).flatMap(({ target, line }) => {
    if (isExternal(target)) return [];
    const [path = '', anchor] = target.split('#');
    const destination = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
    const where = `${relative(ROOT, file)}:${line} → ${target}`;
    if (!existsSync(destination)) return [`${where} (no such file)`];
    if (anchor === undefined) return [];
    if (statSync(destination).isDirectory() || !destination.endsWith('.md')) return [`${where} (an anchor into something not Markdown)`];
    return headingAnchors(readFileSync(destination, 'utf8')).has(anchor) ? [] : [`${where} (no such heading)`];
  });
}

describe('README and docs/', () => {
  it(`keep the README under ${README_MAX_BYTES / 1000} KB`, () => {
    expect(statSync(join(ROOT, 'README.md')).size).toBeLessThanOrEqual(README_MAX_BYTES);
  });

  it('link only to files and headings that exist', () => {
    expect(markdownFiles().length).toBeGreaterThan(1);
    expect(markdownFiles().flatMap(brokenLinks)).toEqual([]);
  });
});

import { preProcessFile } from 'typescript';
import { describe, expect, it } from 'vitest';

// The renderer's own sources as text (tests and test helpers left out), read through Vite so that
// this test needs no Node module in the renderer.
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** features/results/GridRow.tsx → results; api/queries.ts → api; main.tsx → main.tsx. */
function areaOf(path: string): string {
  const parts = path.replace(/^\.\//, '').split('/');
  return (parts[0] === 'features' ? parts[1] : parts[0]) ?? path;
}

function resolve(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/**
 * The relative modules a source imports, exports from or loads with import(), as TypeScript's own
 * scanner reads them: in any quotes (a text search for one quote style missed the others).
 */
function relativeImportsOf(text: string): string[] {
  return preProcessFile(text, true, true)
    .importedFiles.map((file) => file.fileName)
    .filter((name) => name.startsWith('.'));
}

/** Which renderer areas each area imports (types included: a type import ties the code as much). */
function areaGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [path, text] of Object.entries(sources)) {
    const from = areaOf(path);
    for (const specifier of relativeImportsOf(text)) {
      const target = resolve(path, specifier);
      if (!target.startsWith('./')) continue; // common/ and packages
      const to = areaOf(target);
      if (to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

function reachable(graph: Map<string, Set<string>>, start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [...(graph.get(start) ?? [])];
  for (let area = queue.pop(); area !== undefined; area = queue.pop()) {
    if (seen.has(area)) continue;
    seen.add(area);
    queue.push(...(graph.get(area) ?? []));
  }
  return seen;
}

describe('the renderer import graph', () => {
  it('reads imports in any quotes, re-exports and import() included', () => {
    expect(
      relativeImportsOf(
        "import { a } from \"../results/a\";\nexport * from './b';\nconst c = () => import(`../api/c`);\nimport { d } from 'react';",
      ),
    ).toEqual(['../results/a', './b', '../api/c']);
  });

  it('is read from the sources (else the rules below would hold vacuously)', () => {
    expect(Object.keys(sources)).toContain('./api/queries.ts');
    expect([...(areaGraph().get('workspace') ?? [])]).toContain('results');
  });

  it('has no circle between areas: a feature used by another never imports it back', () => {
    const graph = areaGraph();
    const circles = [...graph].flatMap(([from, targets]) =>
      [...targets].filter((to) => reachable(graph, to).has(from)).map((to) => `${from} → ${to} → … → ${from}`),
    );
    expect(circles).toEqual([]);
  });

  it('keeps api/ below the features: it imports none of them', () => {
    expect([...(areaGraph().get('api') ?? [])]).toEqual([]);
  });

  it('keeps the shared pieces below the features: ui/ imports none of them, state/ only api/', () => {
    const graph = areaGraph();
    expect(Object.keys(sources)).toEqual(expect.arrayContaining(['./ui/dialog/Modal.tsx', './state/use-stored-state.ts']));
    expect([...(graph.get('ui') ?? [])]).toEqual([]);
    expect([...(graph.get('state') ?? [])]).toEqual(['api']);
  });

  it('keeps the paging session apart from the grid that shows it', () => {
    expect(reachable(areaGraph(), 'search-session').has('results')).toBe(false);
  });
});

describe('query keys', () => {
  const OUTSIDE_THE_FACTORY = [
    /use(Infinite)?Query\b[^(\n]*\(\s*\{/, // options (and so a key) written in place
    /queryKey:\s*\[/,
    /\b(queryOptions|infiniteQueryOptions|hashKey)\(/,
    /JSON\.stringify\(\s*query/, // a session id of its own
  ];

  it('are all built in api/queries.ts', () => {
    const misplaced = Object.entries(sources)
      .filter(([path]) => path !== './api/queries.ts')
      .flatMap(([path, text]) =>
        OUTSIDE_THE_FACTORY.filter((pattern) => pattern.test(text)).map((pattern) => `${path}: ${pattern.source}`),
      );
    expect(misplaced).toEqual([]);
  });
});

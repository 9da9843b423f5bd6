import { builtinModules } from 'node:module';
import { join, posix, relative, sep } from 'node:path';
import type { Rule } from 'eslint';
import { ALLOWANCES, FLOORS, TREES, type Tree, type TreeFloors } from './floors';

// Reads every import in the syntax tree, whatever its quotes: static imports, re-exports, import(),
// require(), `import x = require()` and `import('…').T` types. A text scan for one quote style let a
// double-quoted import run back up.

const ROOT = join(import.meta.dirname, '..', '..');
const TABLE = 'tools/architecture/floors.ts';

type Kind = 'value' | 'type';

/** A path from the repository root, with `/` on every system. */
const fromRoot = (path: string) => relative(ROOT, path).split(sep).join('/');

const isTree = (name: string | undefined): name is Tree => (TREES as readonly string[]).includes(name ?? '');

const isTestFile = (path: string) => /\.test\.tsx?$/.test(path) || path.split('/').includes('test');

/** A module's name without its extension, as an import names it: `main.ts` and `./main` alike. */
const bare = (name: string) => name.replace(/\.[cm]?[jt]sx?$/, '');

/** `@scope/name/sub` → `@scope/name`; `node:fs/promises` → `fs`. */
function packageOf(specifier: string): string {
  const parts = specifier.replace(/^node:/, '').split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

const treesSaid = (trees: readonly Tree[] | '*') =>
  trees === '*' ? 'from any tree' : trees.length === 0 ? 'only from itself' : `only from itself, ${trees.join(', ')}`;

const allows = (trees: readonly Tree[] | '*', tree: Tree) => trees === '*' || trees.includes(tree);

/** Why an import of a package breaks the tree's floors, or undefined when it may. */
function packageWrong(tree: Tree, floors: TreeFloors, path: string, specifier: string, kind: Kind): string | undefined {
  if (kind === 'type' && floors.types === '*') return undefined;
  const name = packageOf(specifier);
  const { node, electron, others } = floors.packages;
  if (specifier.startsWith('node:') || builtinModules.includes(name)) return node ? undefined : `${tree}/ imports no Node built-in`;
  if (name === 'electron') {
    if (!electron) return `${tree}/ imports no Electron`;
    const at = floors.electronAt;
    const inside = path.slice(tree.length + 1);
    if (kind === 'value' && at && !at.some((place) => inside === place || inside.startsWith(`${place}/`))) {
      return `run-time electron is imported only by ${at.map((place) => `${tree}/${place}`).join(', ')}: pass the Electron object in (a type import is fine)`;
    }
    return undefined;
  }
  return others === '*' || others.includes(name) ? undefined : `${tree}/ imports of packages only ${others.join(', ')}`;
}

/** Why an import of `target` (a path from the root) breaks the floors, or undefined when it may. */
function pathWrong(tree: Tree, floors: TreeFloors, path: string, target: string, kind: Kind): string | undefined {
  if (ALLOWANCES.some((allowance) => path.startsWith(allowance.from) && (target === allowance.to || target.startsWith(`${allowance.to}/`))))
    return undefined;
  const [toTree, to = ''] = target.split('/');
  if (toTree !== tree) {
    const allowed = allows(floors.runTime, toTree as Tree) || (kind === 'type' && allows(floors.types, toTree as Tree));
    if (allowed) return undefined;
    const types =
      treesSaid(floors.types) === treesSaid(floors.runTime)
        ? ''
        : `; types ${treesSaid(floors.types).replace('only from itself, ', 'also from ')}`;
    return `${tree}/ imports ${kind === 'type' ? 'even types ' : ''}${treesSaid(floors.runTime)}${types}`;
  }
  if (!floors.floors) return undefined;
  const from = path.split('/')[1] ?? '';
  if (bare(from) === bare(to)) return undefined;
  const floorOf = (name: string) => floors.floors!.findIndex((names) => names.some((named) => bare(named) === bare(name)));
  const [fromFloor, toFloor] = [floorOf(from), floorOf(to)];
  const unnamed = [from, to].filter((name, index) => [fromFloor, toFloor][index] === -1);
  if (unnamed.length > 0)
    return `${unnamed.map((name) => `${tree}/${name}`).join(' and ')} ${unnamed.length > 1 ? 'have' : 'has'} no floor: give ${unnamed.length > 1 ? 'them' : 'it'} one`;
  if (toFloor === fromFloor)
    return `${tree}/${from} and ${tree}/${to} are on one floor: neither imports the other${kind === 'type' ? ' (types included)' : ''}`;
  if (toFloor < fromFloor)
    return `${tree}/${to} is a floor above ${tree}/${from}: imports run down${kind === 'type' ? ' (types included: they tie the code as much)' : ''}`;
  return undefined;
}

/** The specifier a node imports, when written as a string (any quotes, or a template without expressions). */
function specifierOf(node: unknown): string | undefined {
  const value = node as {
    type?: string;
    value?: unknown;
    quasis?: { value: { cooked: string } }[];
    expressions?: unknown[];
    literal?: unknown;
  } | null;
  if (!value) return undefined;
  if (value.type === 'Literal' && typeof value.value === 'string') return value.value;
  if (value.type === 'TemplateLiteral' && value.expressions?.length === 0) return value.quasis?.[0]?.value.cooked;
  if (value.type === 'TSLiteralType') return specifierOf(value.literal);
  return undefined;
}

export const floorsRule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: `Imports run down the floors of ${TABLE}` },
    schema: [],
    messages: { wrong: `{{specifier}}: {{why}} (${TABLE}).` },
  },
  create(context) {
    const path = fromRoot(context.filename);
    const tree = path.split('/')[0];
    if (!isTree(tree)) return {};
    const floors = FLOORS[tree];
    if (!floors.testsHeld && isTestFile(path)) return {};

    const check = (node: Rule.Node, source: unknown, kind: Kind) => {
      const specifier = specifierOf(source);
      if (specifier === undefined) return;
      const why = specifier.startsWith('.')
        ? pathWrong(tree, floors, path, posix.normalize(posix.join(posix.dirname(path), specifier)), kind)
        : packageWrong(tree, floors, path, specifier, kind);
      if (why) context.report({ node, messageId: 'wrong', data: { specifier, why } });
    };
    const kindOf = (node: unknown, field: 'importKind' | 'exportKind'): Kind =>
      (node as Record<string, unknown>)[field] === 'type' ? 'type' : 'value';

    return {
      ImportDeclaration: (node) => check(node, node.source, kindOf(node, 'importKind')),
      ExportNamedDeclaration: (node) => check(node, node.source, kindOf(node, 'exportKind')),
      ExportAllDeclaration: (node) => check(node, node.source, kindOf(node, 'exportKind')),
      ImportExpression: (node) => check(node, node.source, 'value'),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node, node.arguments[0], 'value');
      },
      // typescript-eslint's nodes: `import x = require('…')` and the type `import('…').T`.
      TSExternalModuleReference: (node: Rule.Node) => {
        const declaration = node.parent as unknown as { importKind?: string };
        check(node, (node as unknown as { expression: unknown }).expression, declaration.importKind === 'type' ? 'type' : 'value');
      },
      TSImportType: (node: Rule.Node) => check(node, (node as unknown as { argument: unknown }).argument, 'type'),
    } as Rule.RuleListener;
  },
};

/** The repository's root, for tests that lint a file as if it sat at a path of the repository. */
export const repositoryPath = (path: string) => join(ROOT, ...path.split('/'));

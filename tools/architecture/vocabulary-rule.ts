import type { Rule } from 'eslint';
import { nameRanks } from '../../common/records/vocabulary/message-roles';
import type { MessageRole } from '../../common/records/vocabulary/message-roles';

// One rule per role: the names a message's time, text, status and contact are recognised by are
// listed in common/records/vocabulary/message-roles.ts and nowhere else. A second list beside a
// view (as there were four rules for the time) drifts from it, and that view then reads some
// server wrongly. Read from the syntax tree, so a list in double quotes or backticks is found too.

const VOCABULARY = 'common/records/vocabulary/message-roles.ts';

const WATCHED: readonly MessageRole[] = ['time', 'text', 'status', 'contactName', 'contactNumber', 'direction'];

/** Whether a name, alone or under a contact (`contact\.(phone|number)` lists them bare), says the role. */
const says = (role: MessageRole, name: string) => nameRanks(name)[role] !== undefined || nameRanks(`contact.${name}`)[role] !== undefined;

/** The roles of which a list names two or more: a list of one role's names. */
export function rolesListed(names: readonly string[]): MessageRole[] {
  return WATCHED.filter((role) => names.filter((name) => says(role, name)).length >= 2);
}

/** The alternations `(a|b|c)` of a regular expression or of a string that will become one. */
const alternations = (text: string) => [...text.matchAll(/\(\??:?\^?([\w.]+(?:\|[\w.]+)+)\$?\)/g)].map(([, list = '']) => list.split('|'));

/** A string's value, written in any quotes or as a template without expressions. */
function textOf(node: unknown): string | undefined {
  const value = node as { type?: string; value?: unknown; quasis?: { value: { cooked: string | null } }[]; expressions?: unknown[] } | null;
  if (value?.type === 'Literal' && typeof value.value === 'string') return value.value;
  if (value?.type === 'TemplateLiteral' && value.expressions?.length === 0) return value.quasis?.[0]?.value.cooked ?? undefined;
  return undefined;
}

/** An object's key as written: `created_at:`, `'created_at':`, `"created_at":` (not a computed one). */
function keyOf(node: unknown): string | undefined {
  const property = node as { type?: string; computed?: boolean; key?: { type?: string; name?: string } } | null;
  if (property?.type !== 'Property' || property.computed) return undefined;
  return property.key?.type === 'Identifier' ? property.key.name : textOf(property.key);
}

export const vocabularyRule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: `The message vocabulary (${VOCABULARY}) is the one list of field names` },
    schema: [],
    messages: {
      second: `A second list of {{role}} names ({{names}}): read the role through the message vocabulary (${VOCABULARY}), the one list.`,
    },
  },
  create(context) {
    const report = (node: Rule.Node, lists: readonly (readonly string[])[]) => {
      for (const names of lists)
        for (const role of rolesListed(names)) context.report({ node, messageId: 'second', data: { role, names: names.join(', ') } });
    };
    const namesIn = (items: readonly unknown[], read: (item: unknown) => string | undefined) =>
      items.map(read).filter((name): name is string => name !== undefined);

    return {
      ArrayExpression: (node) => report(node, [namesIn(node.elements, textOf)]),
      ObjectExpression: (node) => report(node, [namesIn(node.properties, keyOf)]),
      Literal: (node) => {
        if ('regex' in node && node.regex) report(node, alternations(node.regex.pattern));
        else if (typeof node.value === 'string') report(node, alternations(node.value));
      },
      TemplateElement: (node) => report(node, alternations(node.value.cooked ?? node.value.raw)),
    };
  },
};

/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { nameRanks } from './message-roles';
import type { MessageRole } from './message-roles';

// One rule per role: the names a message's time, text, status and contact are recognised by are
// listed here, in message-roles.ts, and nowhere else. A second list beside a view (as there were
// four rules for the time) drifts from this one, and that view then reads some server wrongly.

// The app's sources as text, read through Vite. Tests and test helpers are left out (they may
// write a record of some shape), and the demo API too: it is the server, writing its own shape.
const sources = import.meta.glob<string>(
  ['../../../{renderer,electron,common,tools}/**/*.{ts,tsx}', '!../../../**/*.test.{ts,tsx}', '!../../../**/test/**', '!./**'],
  { query: '?raw', import: 'default', eager: true },
);

const WATCHED: readonly MessageRole[] = ['time', 'text', 'status', 'contactName', 'contactNumber', 'direction'];

/** The lists of names in a source: array literals of strings, and regex alternations `(a|b|c)`. */
function nameLists(text: string): string[][] {
  const arrays = [...text.matchAll(/\[\s*'[^'\n]*'(?:\s*,\s*'[^'\n]*')+\s*,?\s*\]/g)].map(([list]) => [...list.matchAll(/'([^'\n]*)'/g)].map(([, name = '']) => name));
  const alternations = [...text.matchAll(/\(\??:?\^?([\w.]+(?:\|[\w.]+)+)\$?\)/g)].map(([, list = '']) => list.split('|'));
  return [...arrays, ...alternations];
}

/** Whether a name, alone or under a contact (`contact\.(phone|number)` lists them bare), says the role. */
const says = (role: MessageRole, name: string) => nameRanks(name)[role] !== undefined || nameRanks(`contact.${name}`)[role] !== undefined;

/** The roles of which a list names two or more: a list of one role's names. */
function rolesListed(names: readonly string[]): MessageRole[] {
  return WATCHED.filter((role) => names.filter((name) => says(role, name)).length >= 2);
}

/** The roles a source text lists names of. */
const listed = (text: string) => nameLists(text).flatMap(rolesListed);

describe('the message vocabulary is the one list of field names', () => {
  it('reads the sources (else the rule below would hold vacuously)', () => {
    expect(Object.keys(sources).some((path) => path.endsWith('/renderer/features/results/column-order.ts'))).toBe(true);
    expect(Object.keys(sources).some((path) => path.endsWith('/electron/across-locations/time-order.ts'))).toBe(true);
    expect(Object.keys(sources).some((path) => path.includes('/vocabulary/'))).toBe(false);
  });

  it('finds a second list of names in the forms it was written in before', () => {
    expect(listed("const TIME_FIELDS = ['created_at', 'createdAt', 'sent_at'];")).toEqual(['time']);
    expect(listed('[0, /^(created_at|createdat|created|date_sent|sent_at|timestamp|time|date)$/],')).toEqual(['time']);
    expect(listed("const BODY_FIELDS = ['body', 'text', 'message', 'content'];")).toEqual(['text']);
    expect(listed("const STATUS_FIELDS = ['status', 'state', 'delivery_status'];")).toEqual(['status']);
    expect(listed('[3, /^contact\\.(phone|phone_number|number)$|^contact_(phone|number)$/],')).toEqual(['contactNumber', 'contactNumber']);
    expect(listed("const FIRST = ['direction', 'status', 'from', 'to', 'contact.name', 'contact.phone', 'customer.phoneNumber'];")).toEqual(['contactNumber']);
  });

  it('lets a list name one field of several roles (the search filters)', () => {
    expect(listed("['query', 'direction', 'status', 'phone_number', 'created_after', 'created_before']")).toEqual([]);
  });

  it('has no second list of time, text, status, direction or contact names outside the vocabulary', () => {
    const found = Object.entries(sources).flatMap(([path, text]) =>
      nameLists(text).flatMap((names) => rolesListed(names).map((role) => `${path.replace(/^(\.\.\/)+/, '')}: ${role} names [${names.join(', ')}]`)),
    );
    expect(found).toEqual([]);
  });
});

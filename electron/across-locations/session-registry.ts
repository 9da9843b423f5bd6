import { randomUUID } from 'node:crypto';
import { fail } from '../../common/errors/failure';
import type { AcrossSession } from './across-session';

/** Searches across locations kept at once; the oldest is let go past this (its cursor then says so). */
const MAX_SESSIONS = 8;

interface Entry {
  session: AcrossSession;
  /** The screen the next cursor asks for: a cursor is good once, in order. */
  nextScreen: number;
}

export interface SessionRegistry {
  /** Keeps a new session and returns the cursor of its first screen. */
  add(session: AcrossSession): string;
  /** The session a cursor names, and the cursor of the screen after it. Fails when the cursor is stale. */
  claim(cursor: string): { session: AcrossSession; following: string };
  /** The session a cursor names, whatever screen it is at (to retry one of its locations). */
  find(cursor: string): AcrossSession;
}

const STALE =
  'This search across locations is no longer kept (a newer one replaced it, or its pages were already read). Run the search again.';

/**
 * The sessions live in main, the renderer holds only an opaque cursor per screen: it never sees
 * a page token, and a screen asked twice (a refetch) cannot silently skip or repeat rows.
 */
export function createSessionRegistry(): SessionRegistry {
  const sessions = new Map<string, Entry>();

  function parse(cursor: string): { id: string; screen: number; entry: Entry } {
    const [id = '', screenText = ''] = cursor.split(':');
    const entry = sessions.get(id);
    if (!entry) return fail('not_found', STALE);
    return { id, screen: Number(screenText), entry };
  }

  return {
    add(session) {
      const id = randomUUID();
      sessions.set(id, { session, nextScreen: 0 });
      while (sessions.size > MAX_SESSIONS) sessions.delete(sessions.keys().next().value as string);
      return `${id}:0`;
    },
    claim(cursor) {
      const { id, screen, entry } = parse(cursor);
      if (screen !== entry.nextScreen) return fail('not_found', STALE);
      entry.nextScreen += 1;
      return { session: entry.session, following: `${id}:${entry.nextScreen}` };
    },
    find(cursor) {
      return parse(cursor).entry.session;
    },
  };
}

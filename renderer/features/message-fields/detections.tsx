import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { DETECTION_SAMPLE, detectRoles } from '../../../common/records/vocabulary/role-detection';
import type { Detection } from '../../../common/records/vocabulary/role-detection';

/** A connection's one detection this session, with a few of its records to show sample values from. */
export interface SeenFields {
  detection: Detection;
  records: readonly Record<string, unknown>[];
  /**
   * Made from a filtered search (a conversation's number, a filter): replaced once by the first
   * unfiltered records any view reads, since rules such as the location's own number at one end
   * of every message cannot be told from one customer's thread.
   */
  filtered: boolean;
}

/** Records kept per connection for sample values: a handful, never a page. */
const KEPT_RECORDS = 20;

interface Detections {
  of: (connectionId: string) => SeenFields | null;
  /**
   * The connection's detection: the one held, else (or over a filtered one, when `filtered` is
   * false) one made now from `sample` and held from then on. Null before any records.
   */
  take: (connectionId: string, sample: readonly Record<string, unknown>[], filtered: boolean) => SeenFields | null;
}

const DetectionsContext = createContext<Detections>({ of: () => null, take: () => null });

/**
 * The one home of field detection: per connection, once per app session, on the first records
 * a view reads (within DETECTION_SAMPLE and the sample's cap of fields), and every view and job
 * reads that answer (with the user's choices winning, use-detection.ts): the grid, details,
 * copies, the conversation, the chart, Count all, merges across locations, Follow and every
 * export, which hand it to main. Kept in memory only: the fields are the server's data.
 */
export function DetectionsProvider({ children }: { children: ReactNode }) {
  // Held outside state so that a view taking the detection while it renders gets it at once; the
  // version tells the readers (Manage connection → Fields, the other views) that it changed.
  const held = useRef(new Map<string, SeenFields>());
  const [version, setVersion] = useState(0);
  const take = useCallback((connectionId: string, sample: readonly Record<string, unknown>[], filtered: boolean) => {
    const current = held.current.get(connectionId) ?? null;
    if ((current && (filtered || !current.filtered)) || sample.length === 0) return current;
    const first = sample.slice(0, DETECTION_SAMPLE);
    const next: SeenFields = { detection: detectRoles(first), records: first.slice(0, KEPT_RECORDS), filtered };
    held.current.set(connectionId, next);
    // After this render: the views already reading the connection change together.
    queueMicrotask(() => setVersion((previous) => previous + 1));
    return next;
  }, []);
  // A new value per version: every reader of the context renders again when a detection changes.
  const value = useMemo(
    (): Detections => ({ of: (connectionId: string) => (version >= 0 ? (held.current.get(connectionId) ?? null) : null), take }),
    [take, version],
  );
  return <DetectionsContext.Provider value={value}>{children}</DetectionsContext.Provider>;
}

/** The connection's detection, taken from `sample` when it has none yet (see Detections.take). */
export function useTakenDetection(connectionId: string, sample: readonly Record<string, unknown>[], filtered: boolean): SeenFields | null {
  return useContext(DetectionsContext).take(connectionId, sample, filtered);
}

/** The connection's detection this session, or null before any of its records were read. */
export function useSeenFields(connectionId: string): SeenFields | null {
  return useContext(DetectionsContext).of(connectionId);
}

/** Takes the connection's detection outside a render (a search that needs it before its first rows). */
export function useDetectionTaker(): Detections['take'] {
  return useContext(DetectionsContext).take;
}

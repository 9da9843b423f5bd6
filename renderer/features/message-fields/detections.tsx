import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { Detection } from '../../../common/records/vocabulary/role-detection';

/** What was last detected in a connection's records, with a few of them to show sample values from. */
export interface SeenFields {
  detection: Detection;
  records: readonly Record<string, unknown>[];
}

/** Records kept per connection for sample values: a handful, never a page. */
const KEPT_RECORDS = 20;

interface Detections {
  of: (connectionId: string) => SeenFields | null;
  publish: (connectionId: string, seen: SeenFields) => void;
}

const DetectionsContext = createContext<Detections>({ of: () => null, publish: () => undefined });

/**
 * The detections of this session, per connection: the views that read records publish theirs, and
 * Manage connection → Fields shows them. Kept in memory only: they are the server's data.
 */
export function DetectionsProvider({ children }: { children: ReactNode }) {
  const [seen, setSeen] = useState<ReadonlyMap<string, SeenFields>>(new Map());
  const publish = useCallback((connectionId: string, next: SeenFields) => {
    setSeen((previous) => (previous.get(connectionId)?.detection === next.detection ? previous : new Map(previous).set(connectionId, next)));
  }, []);
  const value = useMemo(() => ({ of: (connectionId: string) => seen.get(connectionId) ?? null, publish }), [seen, publish]);
  return <DetectionsContext.Provider value={value}>{children}</DetectionsContext.Provider>;
}

/** Publishes what a view detected in a connection's first records. */
export function usePublishDetection(connectionId: string, detection: Detection | null, sample: readonly Record<string, unknown>[]): void {
  const { publish } = useContext(DetectionsContext);
  useEffect(() => {
    if (detection) publish(connectionId, { detection, records: sample.slice(0, KEPT_RECORDS) });
  }, [publish, connectionId, detection, sample]);
}

/** What was detected in a connection's records this session, or null before any were read. */
export function useSeenFields(connectionId: string): SeenFields | null {
  return useContext(DetectionsContext).of(connectionId);
}

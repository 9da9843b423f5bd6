import { useSyncExternalStore } from 'react';
import { Countdown } from '../errors/Countdown';
import { retryReason } from '../../../common/errors/error-table';
import type { RequestActivity } from '../search-session/request-activity';

/** "Server busy (503) — retrying in N s (attempt k)" while main waits to try a request again. */
export function RetryIndicator({ activity }: { activity: RequestActivity }) {
  const { retry } = useSyncExternalStore(activity.subscribe, activity.getSnapshot);
  if (!retry) return null;
  const reason = retryReason(retry.error);
  return (
    <span className="status-bar__item status-bar__item--warning">
      <Countdown
        key={`${retry.requestId}-${retry.attempt}`}
        ms={retry.delayMs}
        render={(left) => `${reason} — retrying in ${left} s (attempt ${retry.attempt})`}
      />
    </span>
  );
}
